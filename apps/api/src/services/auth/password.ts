// Passwords of the e-mail login (OWASP ASVS 5.0 V6.2): scrypt with a random salt, stored as
// 'scrypt$N$r$p$salt$hash' so the cost can rise later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const cost = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new hash; `salt` is for the deterministic seed only. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedPattern = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Whether the password matches the stored hash; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = stored ? storedPattern.exec(stored) : null;
  if (!match) {
    // Spend the same time as a real check, so a missing account is not told apart by timing.
    await derive(password, dummySalt, cost.N, cost.r, cost.p);
    return false;
  }
  const [, N, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), Number(N), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const dummySalt = randomBytes(16);
