// The back-in-stock form takes one field: an email or a phone number.
export type Contact = { email: string } | { phone: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseContact(value: string): Contact | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return emailPattern.test(trimmed) && trimmed.length <= 254 ? { email: trimmed } : null;
  const phone = trimmed.replace(/[\s()-]/g, '');
  return /^\+?\d{10,15}$/.test(phone) ? { phone } : null;
}
