// The local mail driver: its delivery is a row in mail_outbox, which dev and the tests read (GET
// /api/sklv/dev/mail-outbox/?to=). It logs no letter text; in live production it delivers nothing,
// so a confirmation link is never reported as sent when no one could receive it.
import type { Db } from '../../db';
import { mailOutbox } from '../../db/schema';
import { MailDeliveryError, type MailMessage, type MailProvider } from './provider';

export interface LocalMailOptions {
  /** False in live production: every send fails as undeliverable. */
  enabled: boolean;
}

export function localMailDriver(db: Db, { enabled }: LocalMailOptions): MailProvider {
  return {
    async send(message: MailMessage) {
      if (!enabled) throw new MailDeliveryError('the local mail driver is disabled in production');
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, body: message.text });
    },
  };
}
