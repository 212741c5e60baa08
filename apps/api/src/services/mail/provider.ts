// Outside services behind interfaces (ARCHITECTURE): letters (the e-mail confirmation link, issue 19
// finding 10) go through one MailProvider. A provider that cannot deliver throws MailDeliveryError;
// the caller answers send_mail_error and keeps nothing half-done that a retry could not redo.

export interface MailMessage {
  /** Lower-cased address. */
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
  /** Lets go of what the driver holds (the SMTP driver's pooled connections) when the app closes. */
  close?(): Promise<void>;
}

/** The provider could not take the letter (no driver in production, refused address, outage). */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}
