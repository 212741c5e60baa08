// The suite's SMTP relay: the one stand-in node scripts (the production-like stack) also run.
export { type FakeSmtp, type FakeSmtpLetter, type FakeSmtpOptions, startFakeSmtp } from '../../../../tooling/stand-ins/smtp.mjs';
