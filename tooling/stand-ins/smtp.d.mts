// Types of smtp.mjs (the API suite imports them through apps/api/test/fakes/fakeSmtp.ts).
export interface FakeSmtpOptions {
  /** The login the relay accepts (AUTH PLAIN or LOGIN); any other answers 535. */
  user: string;
  pass: string;
  /** 0 (a free port) by default. */
  port?: number;
  /** Loopback by default. */
  host?: string;
}

export interface FakeSmtpLetter {
  /** The envelope's recipient, lower-cased (a letter to two is two entries). */
  to: string;
  /** The From header as written: `Орнамент <noreply@ornament.ru>`. */
  from: string;
  /** The envelope's sender (MAIL FROM). */
  envelopeFrom: string;
  subject: string;
  text: string;
  /** Only when the letter had an HTML part. */
  html?: string;
  /** The letter's headers by lower-cased name, as written (decoded words left encoded). */
  headers: Record<string, string>;
  at: Date;
}

export interface FakeSmtp {
  /** smtp://user:pass@127.0.0.1:port, to give as SMTP_URL. */
  url: string;
  port: number;
  /** What was taken, newest first; one recipient's only when given. */
  messages(to?: string): FakeSmtpLetter[];
  /** The next letter's recipient is refused with this reply code (550, 554, 451…); the letter is not taken. */
  failNext(code: number): void;
  /** Clients connected now (a pooled driver keeps some open between letters). */
  openConnections(): number;
  close(): Promise<void>;
}

export function startFakeSmtp(options: FakeSmtpOptions): Promise<FakeSmtp>;
