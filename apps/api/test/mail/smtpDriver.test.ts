// Issue 19 "ready to go live": the SMTP driver (MAIL_DRIVER=smtp) against the local SMTP stand-in
// and two hand-made broken relays on loopback: a letter reaches the relay as MAIL_FROM with its text
// intact; a refusal, a wrong login, a dead relay and a silent one are each a MailDeliveryError with a
// line for the operator that holds neither the text nor the login; a letter whose connection dropped
// after its data is never sent again, one refused before a byte of it went out is tried once more;
// close() lets go of the pooled connections.
import { type AddressInfo, type Server, type Socket, createConnection, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError, type MailProvider } from '../../src/services/mail/provider';
import { smtpDriver } from '../../src/services/mail/smtpDriver';
import { type FakeSmtp, startFakeSmtp } from '../fakes/fakeSmtp';

const user = 'shop@ornament.ru';
const pass = 'relay-pass/%:secret';
const from = 'Орнамент <noreply@ornament.ru>';
const letter = (to: string) => ({ to, subject: 'Подтвердите адрес электронной почты', text: 'Откройте ссылку:\nhttp://localhost:3000/confirm-email/?token=abc.DEF-123\n' });

let fake: FakeSmtp;
const warnings: string[] = [];
let driver: MailProvider;

beforeAll(async () => {
  fake = await startFakeSmtp({ user, pass });
  driver = smtpDriver({ url: fake.url, from, warn: (line) => void warnings.push(line) });
});
afterAll(async () => {
  await driver?.close?.();
  await fake?.close();
});

async function listening(onConnection: (socket: Socket) => void): Promise<{ server: Server; port: number }> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function refusal(send: Promise<void>): Promise<MailDeliveryError> {
  const error = await send.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

describe('issue 19: the SMTP mail driver', () => {
  it('issue 19: hands the letter to the relay after its login, from MAIL_FROM, text and Cyrillic intact, marked automatic', async () => {
    await driver.send(letter('anna@example.ru'));
    const [taken] = fake.messages('anna@example.ru');
    expect(taken).toMatchObject({
      to: 'anna@example.ru',
      from: '"Орнамент" <noreply@ornament.ru>',
      envelopeFrom: 'noreply@ornament.ru',
      subject: 'Подтвердите адрес электронной почты',
      text: letter('anna@example.ru').text,
    });
    expect(taken?.headers['auto-submitted']).toBe('auto-generated');
    expect(taken?.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/);
  });

  it('issue 19: a letter the relay refuses (550) is a delivery error; the log names the code, masks the address, and holds no text', async () => {
    fake.failNext(550);
    const error = await refusal(driver.send(letter('bounce@example.ru')));
    expect(error.message).toMatch(/^SMTP: letter to b\*\*\*@example\.ru: letter refused, 550 at RCPT TO/);
    expect(fake.messages('bounce@example.ru')).toEqual([]);
    const line = warnings.at(-1) ?? '';
    expect(line).toMatch(/^SMTP: letter to b\*\*\*@example\.ru: letter refused, 550 at RCPT TO \(550 /);
    expect(line).not.toContain('bounce@');
    expect(line).not.toContain('token');
    // The next letter goes again.
    await driver.send(letter('bounce@example.ru'));
    expect(fake.messages('bounce@example.ru')).toHaveLength(1);
  });

  it('issue 19: a wrong login is a delivery error whose line names SMTP_URL, never the password', async () => {
    const wrong = smtpDriver({ url: fake.url.replace(encodeURIComponent(pass), 'wrong-pass'), from, warn: (line) => void warnings.push(line) });
    try {
      const error = await refusal(wrong.send(letter('login@example.ru')));
      expect(error.message).toContain('the relay refused the login from SMTP_URL, 535');
      expect(fake.messages('login@example.ru')).toEqual([]);
    } finally {
      await wrong.close?.();
    }
  });

  it('issue 19: a relay that is not there, or that never greets, is a delivery error within the timeouts', async () => {
    const dead = await listening(() => {});
    await new Promise<void>((resolve) => dead.server.close(() => resolve()));
    const unreachable = smtpDriver({ url: `smtp://${user}:x@127.0.0.1:${dead.port}`, from, timeoutMs: 500, warn: (line) => void warnings.push(line) });
    expect((await refusal(unreachable.send(letter('dead@example.ru')))).message).toMatch(/unreachable \(E(CONNECTION|SOCKET)\)$/);
    await unreachable.close?.();

    const sockets = new Set<Socket>();
    const silent = await listening((socket) => void sockets.add(socket));
    const mute = smtpDriver({ url: `smtp://${encodeURIComponent(user)}:x@127.0.0.1:${silent.port}`, from, timeoutMs: 300, warn: (line) => void warnings.push(line) });
    const startedAt = Date.now();
    expect((await refusal(mute.send(letter('silent@example.ru')))).message).toMatch(/no answer within 300 ms|took longer than 900 ms/);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    await mute.close?.();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.server.close(() => resolve()));
  });

  it('issue 19: a letter whose connection drops after its data is a delivery error and is never sent again', async () => {
    let dataEnds = 0;
    const dropping = await listening((socket) => {
      let inData = false;
      let buffer = '';
      socket.write('220 dropper ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('latin1');
        if (inData) {
          if (!buffer.includes('\r\n.\r\n')) return;
          // Taken, but the answer never comes: the connection drops.
          dataEnds += 1;
          socket.destroy();
          return;
        }
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const verb = line.split(' ')[0]!.toUpperCase();
          if (verb === 'EHLO') socket.write('250-dropper\r\n250 AUTH PLAIN LOGIN\r\n');
          else if (verb === 'AUTH') socket.write('235 Authentication successful\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
      socket.on('error', () => {});
    });
    const driverOnce = smtpDriver({ url: `smtp://u:p@127.0.0.1:${dropping.port}`, from, timeoutMs: 1_000, warn: (line) => void warnings.push(line) });
    await refusal(driverOnce.send(letter('once@example.ru')));
    // The pool's own re-queue would have come back within a few hundred ms.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(dataEnds).toBe(1);
    await driverOnce.close?.();
    await new Promise<void>((resolve) => dropping.server.close(() => resolve()));
  });

  it('issue 19: a connection the relay closes before its greeting is tried once more, and the letter arrives once', async () => {
    let connections = 0;
    const flaky = await listening((socket) => {
      connections += 1;
      if (connections === 1) return void socket.destroy();
      const upstream = createConnection(fake.port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const retrying = smtpDriver({ url: fake.url.replace(`:${fake.port}`, `:${flaky.port}`), from, warn: (line) => void warnings.push(line) });
    await retrying.send(letter('flaky@example.ru'));
    expect(connections).toBe(2);
    expect(fake.messages('flaky@example.ru')).toHaveLength(1);
    await retrying.close?.();
    flaky.server.close();
  });

  it('issue 19: close() lets go of the pooled connections', async () => {
    const own = smtpDriver({ url: fake.url, from });
    await own.send(letter('pool@example.ru'));
    expect(fake.openConnections()).toBeGreaterThan(0);
    await own.close?.();
    await driver.close?.();
    await expect.poll(() => fake.openConnections(), { timeout: 3_000 }).toBe(0);
  });

  it('issue 19: no line the driver wrote holds the password, the login URL or a letter’s text', () => {
    const log = warnings.join('\n');
    expect(warnings.length).toBeGreaterThanOrEqual(4);
    for (const secret of [pass, encodeURIComponent(pass), fake.url, 'abc.DEF-123', 'Откройте ссылку']) expect(log).not.toContain(secret);
  });
});
