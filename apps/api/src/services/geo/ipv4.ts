/** An IPv4 address (also in its IPv6-mapped form) as an unsigned 32-bit number; null for anything else. */
export function ipv4ToNumber(ip: string): number | null {
  const parts = ip.trim().replace(/^::ffff:/i, '').split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}
