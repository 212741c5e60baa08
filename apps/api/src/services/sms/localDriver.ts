// The local SMS driver: its delivery is a row in sms_outbox, which dev and the tests read (GET
// /api/sklv/dev/sms-outbox/). Two reserved number ranges behave like a failing provider, so both
// failure modes can be produced for real:
//   +7 999 000-99-0X (79990009900–79990009909): delivery refused → send_sms_error;
//   +7 999 000-99-1X (79990009910–79990009919): an unusable provider answer → bad_response.
// It logs no message text; in production mode it delivers nothing unless explicitly allowed.
import type { Db } from '../../db';
import { smsOutbox } from '../../db/schema';
import { SmsBadResponseError, SmsDeliveryError, type SmsMessage, type SmsProvider } from './provider';

export const reservedPhones = {
  deliveryRefused: /^7999000990\d$/,
  badResponse: /^7999000991\d$/,
} as const;

export interface LocalDriverOptions {
  /** False in live production: every send fails as undeliverable. */
  enabled: boolean;
}

export function localSmsDriver(db: Db, { enabled }: LocalDriverOptions): SmsProvider {
  return {
    async send(message: SmsMessage) {
      if (!enabled) throw new SmsDeliveryError('the local SMS driver is disabled in production');
      if (reservedPhones.deliveryRefused.test(message.phone)) throw new SmsDeliveryError('reserved number: delivery refused');
      if (reservedPhones.badResponse.test(message.phone)) throw new SmsBadResponseError('reserved number: unusable provider answer');
      await db.insert(smsOutbox).values({ phone: message.phone, channel: message.channel, body: message.text });
    },
  };
}
