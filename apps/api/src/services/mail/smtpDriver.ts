// An SMTP relay as the mail provider of live production (MAIL_DRIVER=smtp, README "Production"):
// the mail provider's relay (Unisender Go, Yandex 360, SendPulse, Postmark all take one) or the
// shop's own, through nodemailer. One pooled transport per process, a few connections, each with
// short connection, greeting and socket timeouts, and a whole letter bounded as well.
// No letter is sent twice: once it may have reached the relay, any failure (a refusal, a dropped
// connection, a timeout) is a MailDeliveryError and the caller decides (the e-mail change answers
// send_mail_error, changing nothing, and the shopper asks again); the pool re-queues only a letter
// none of whose bytes went out, once. The letter's text (it holds the confirmation link) and the
// relay's login are never logged nor put in an error; nodemailer's logger stays off, as it would
// print the conversation.
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailMessage, type MailProvider } from './provider';

export interface SmtpSettings {
  /** SMTP_URL: smtps://user:password@host:465 or smtp://user:password@host:587 (the local stand-in: smtp://…@127.0.0.1:port). */
  url: string;
  /** MAIL_FROM: `Орнамент <noreply@ornament.ru>`. */
  from: string;
  /** SMTP_TIMEOUT_SECONDS in ms: to connect, to be greeted, and for the relay's silence in a conversation. */
  timeoutMs?: number;
  /** Connections the pool keeps open at most. */
  maxConnections?: number;
  /** Where the operator hears of refusals and outages (the app's log): never the text, never the login. */
  warn?: (message: string) => void;
}

interface NodemailerError {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1']);

/** The relay's host is this machine: no one on a network can read the login, so STARTTLS is not required. */
function onLoopback(host: string): boolean {
  return loopbackNames.has(host) || (isIP(host) === 4 && host.startsWith('127.'));
}

/** Enough of an address to tell two apart in a log, not enough to write to it. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***@${address.slice(at + 1)}`;
}

/** The relay's answer, fit for a log: its addresses masked, cut short. */
function answerOf(response: string | undefined): string {
  if (!response) return '';
  return ` (${response.replace(/[^\s<>@"']+@[^\s<>@"']+/g, maskedAddress).replace(/\s+/g, ' ').slice(0, 160)})`;
}

/** Why a letter did not go, in words for the operator (no text, no login). */
function reasonOf(error: unknown, timeoutMs: number, totalMs: number): string {
  const { code, responseCode, response, command } = (typeof error === 'object' && error !== null ? error : {}) as NodemailerError;
  switch (code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return `the relay refused the login from SMTP_URL${responseCode ? `, ${responseCode}` : ''}`;
    case 'EENVELOPE':
    case 'EMESSAGE':
      return `letter refused${responseCode ? `, ${responseCode}` : ''}${command ? ` at ${command}` : ''}${answerOf(response)}`;
    case 'ETIMEDOUT':
      return `no answer within ${timeoutMs} ms`;
    case 'EABORT':
      return `the letter took longer than ${totalMs} ms`;
    case 'ETLS':
    case 'EREQUIRETLS':
      return 'TLS failed (smtp:// needs STARTTLS from a relay off this machine; smtps:// is TLS from the start)';
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
      return `unreachable (${code})`;
    default:
      return `failed${code ? ` (${code}${responseCode ? ` ${responseCode}` : ''})` : ''}`;
  }
}

export function smtpDriver(settings: SmtpSettings): MailProvider {
  const relay = new URL(settings.url);
  if (relay.protocol !== 'smtp:' && relay.protocol !== 'smtps:') throw new Error('SMTP_URL: an smtp:// or smtps:// URL');
  const secure = relay.protocol === 'smtps:';
  const host = relay.hostname.replace(/^\[(.*)\]$/, '$1');
  const timeoutMs = settings.timeoutMs ?? 5_000;
  const totalMs = 3 * timeoutMs;
  const warn = settings.warn ?? (() => {});
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: settings.maxConnections ?? 3,
    maxMessages: 100,
    // nodemailer puts a letter back in the queue only when not a byte of it reached the relay (a
    // pooled connection the relay had dropped, a close before the greeting): once, over a fresh
    // connection. A letter that may have been taken is never sent again.
    maxRequeues: 1,
    host,
    port: relay.port ? Number(relay.port) : secure ? 465 : 587,
    secure,
    // smtp:// to a relay off this machine: STARTTLS before the login, or nothing is sent.
    requireTLS: !secure && !onLoopback(host),
    ...(relay.username ? { auth: { user: decodeURIComponent(relay.username), pass: decodeURIComponent(relay.password) } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 2 * timeoutMs,
    // An idle connection is let go (QUIT) before its socket timeout would cut it.
    idleTimeout: timeoutMs,
    logger: false,
    debug: false,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  // A pooled connection failing between letters is dropped by the pool; never an unhandled 'error'.
  transport.on('error', (error: NodemailerError) => warn(`SMTP: connection failed (${error.code ?? 'unknown'})`));
  const from = settings.from;

  return {
    async send(message: MailMessage) {
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          // RFC 3834: an automatic letter, which vacation responders leave unanswered.
          headers: { 'Auto-Submitted': 'auto-generated' },
          signal: AbortSignal.timeout(totalMs),
        });
        if ((info.rejected ?? []).length > 0 || (info.accepted ?? []).length === 0) {
          const reason = `letter to ${maskedAddress(message.to)} refused`;
          warn(`SMTP: ${reason}`);
          throw new MailDeliveryError(`SMTP: ${reason}`);
        }
      } catch (error) {
        if (error instanceof MailDeliveryError) throw error;
        const reason = `letter to ${maskedAddress(message.to)}: ${reasonOf(error, timeoutMs, totalMs)}`;
        warn(`SMTP: ${reason}`);
        throw new MailDeliveryError(`SMTP: ${reason}`);
      }
    },
    async close() {
      transport.close();
    },
  };
}
