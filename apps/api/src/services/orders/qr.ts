// The in-store QR code (GET v6/qr/get/): the cashier's scanner checks `hash`, an HMAC of the user id
// and the expiry, so a screenshot stops working once it expires and cannot be forged for another id.
import { createHash, createHmac } from 'node:crypto';

export const qrLifetimeMinutes = 15;

export interface QrCode {
  user_id: string;
  hash: string;
  expired_date: string;
  bonus_card: string;
  error: string | null;
}

export function qrHash(secret: string, userId: string, expiresAt: string): string {
  return createHmac('sha256', secret).update(`${userId}.${expiresAt}`).digest('hex');
}

/** A 16-digit loyalty card number that is the same for the user every time (the shop's card range 7700…). */
export function bonusCardOf(userId: string): string {
  const digest = createHash('sha256').update(`bonus-card:${userId}`).digest();
  const digits = Array.from(digest.subarray(0, 12), (byte) => String(byte % 10)).join('');
  return `7700${digits}`;
}

export function qrCodeFor(secret: string, userId: string, now: Date): QrCode {
  const expiresAt = new Date(now.getTime() + qrLifetimeMinutes * 60 * 1000).toISOString();
  return { user_id: userId, hash: qrHash(secret, userId, expiresAt), expired_date: expiresAt, bonus_card: bonusCardOf(userId), error: null };
}
