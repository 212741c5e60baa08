// Outside services behind interfaces (ARCHITECTURE): the login's codes and the gift cards sent to
// their recipients go through one SmsProvider. A provider reports its two failure kinds as these
// errors; the send-code route maps them to the spec's send_sms_error and bad_response, the gift-card
// delivery records them and tries again later.

export type SmsChannel = 'sms' | 'flash_call';

export interface SmsMessage {
  /** E.164 digits. */
  phone: string;
  channel: SmsChannel;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The provider could not deliver (refused number, outage): send_sms_error. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/** The provider answered something unusable: bad_response. */
export class SmsBadResponseError extends Error {
  override readonly name = 'SmsBadResponseError';
}
