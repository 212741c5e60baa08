// The e-mail login's password hashes: scrypt, salted, self-describing; malformed hashes never match.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/services/auth/password';

describe('password hashes', () => {
  it('verify the password they were made from and nothing else', async () => {
    const stored = await hashPassword('Кольцо-2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]{43}$/);
    expect(await verifyPassword('Кольцо-2026', stored)).toBe(true);
    expect(await verifyPassword('кольцо-2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salt every hash, so equal passwords do not look alike', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never match a missing or malformed stored value', async () => {
    for (const stored of [null, '', 'plain-text', 'scrypt$1$2$3$salt', 'md5$abc']) expect(await verifyPassword('plain-text', stored)).toBe(false);
  });
});
