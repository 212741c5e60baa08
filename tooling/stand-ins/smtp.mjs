// A local stand-in for a mail provider's SMTP relay, the one the API's SMTP driver talks to
// (apps/api/src/services/mail/smtpDriver.ts), built on the maintained smtp-server (letters read with
// mailparser). Like a provider's relay it takes no letter before a login (AUTH PLAIN or LOGIN with the
// user and password it was started with; anything else answers 535, and MAIL FROM before it 530). It
// listens on loopback without TLS, so the login goes in the clear there, as the driver allows only
// for a relay on this machine.
// Tests and load runs read what was taken (messages(to), newest first) and make the next letter
// fail: failNext(code) refuses its recipient with that reply code (550: no such mailbox, 554, a 4xx
// to try later); the letter is not taken.
// One stand-in for two users: the API suite (vitest) and node scripts (the production-like stack),
// hence plain JavaScript; types in smtp.d.mts.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const replies = {
  450: 'Requested mail action not taken: mailbox unavailable',
  451: 'Requested action aborted: local error in processing',
  452: 'Requested action not taken: insufficient system storage',
  550: 'Requested action not taken: mailbox unavailable',
  551: 'User not local',
  552: 'Requested mail action aborted: exceeded storage allocation',
  553: 'Requested action not taken: mailbox name not allowed',
  554: 'Transaction failed',
};

function smtpError(code, text) {
  const error = new Error(text ?? replies[code] ?? `Refused (${code})`);
  error.responseCode = code;
  return error;
}

/** @param {import('./smtp.d.mts').FakeSmtpOptions} options */
export async function startFakeSmtp({ port = 0, user, pass, host = '127.0.0.1' }) {
  if (!user || !pass) throw new Error('startFakeSmtp: user and pass are required');
  const taken = [];
  const failures = [];

  const server = new SMTPServer({
    name: 'smtp.stand-in.local',
    banner: 'Ornament SMTP stand-in',
    secure: false,
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    allowInsecureAuth: true,
    size: 10 * 1024 * 1024,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user: auth.username });
      return callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      const failure = failures.shift();
      if (failure !== undefined) return callback(smtpError(failure));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const at = new Date();
          for (const recipient of session.envelope.rcptTo) {
            taken.push({
              to: recipient.address.toLowerCase(),
              from: parsed.from?.text ?? '',
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
              headers: Object.fromEntries([...parsed.headerLines].map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
              at,
            });
          }
          callback(null, 'Message queued');
        })
        .catch(() => callback(smtpError(451)));
    },
  });
  // A client that drops its connection mid-way is no failure of the stand-in.
  server.on('error', () => {});

  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.server.address();
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  const url = `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@${hostInUrl}:${address.port}`;

  return {
    url,
    port: address.port,
    messages(to) {
      const wanted = to?.toLowerCase();
      return taken.filter((letter) => wanted === undefined || letter.to === wanted).reverse();
    },
    failNext(code) {
      failures.push(code);
    },
    openConnections() {
      return server.connections.size;
    },
    async close() {
      // The clients' pooled connections are told at once rather than after smtp-server's grace period.
      for (const connection of server.connections) {
        connection.send(421, 'Server shutting down');
        connection.close();
      }
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
