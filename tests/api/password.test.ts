import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST, verifyPassword } from '../../api/src/auth/password.ts';
import { testPasswords } from '../kit/passwords.ts';

// The one production-cost hash of the suite; every other test hashes at the test kit's cost.
describe('the production password hasher', () => {
  it('stores scrypt$N$r$p$salt$hash with N = 2^17, r = 8, p = 1, a 16-byte salt and a 64-byte key, and verifies it', async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const production = createPasswordHasher();
    const stored = await production.hash('Haslo12345!');
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    const [scheme, n, r, p, salt, hash] = parts;
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
    expect(stored).not.toContain('Haslo12345!');
    expect(await production.verify('Haslo12345!', stored)).toBe(true);
  });
});

describe('password hashing (scrypt, at the test kit\'s cost)', () => {
  const { hash: hashPassword, dummyHash: dummyPasswordHash } = testPasswords;

  it('stores the cost it was made with', async () => {
    expect((await hashPassword('Haslo12345!')).split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
  });

  it('refuses a cost scrypt cannot use', () => {
    expect(() => createPasswordHasher({ N: 1000, r: 8, p: 1 })).toThrow();
    expect(() => createPasswordHasher({ N: 2 ** 21, r: 8, p: 1 })).toThrow();
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Haslo12345!');
    expect(await verifyPassword('Haslo12345!', stored)).toBe(true);
    expect(await verifyPassword('Haslo12345?', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Haslo12345!'), hashPassword('Haslo12345!')]);
    expect(a).not.toBe(b);
  });

  it('reads the cost parameters back from the stored string', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Stare12345!', salt, 32, { N: 1024, r: 4, p: 2 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    const stored = `scrypt$1024$4$2$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Stare12345!', stored)).toBe(true);
    expect(await verifyPassword('Inne123456!', stored)).toBe(false);
  });

  it('rejects malformed or tampered hashes instead of throwing', async () => {
    const stored = await hashPassword('Haslo12345!');
    const [, n, r, p, salt, hash] = stored.split('$');
    const flipped = Buffer.from(hash!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    for (const bad of [
      '',
      'plain',
      `bcrypt$${n}$${r}$${p}$${salt}$${hash}`,
      `scrypt$${n}$${r}$${p}$${salt}$${flipped.toString('base64')}`,
      `scrypt$1000$${r}$${p}$${salt}$${hash}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${hash}`,
      `scrypt$${2 ** 21}$${r}$${p}$${salt}$${hash}`,
      `scrypt$${n}$${r}$${p}$$${hash}`,
    ]) {
      expect(await verifyPassword('Haslo12345!', bad), bad).toBe(false);
    }
  });

  it('has a dummy hash, made once, that no password matches by accident', async () => {
    const [a, b] = await Promise.all([dummyPasswordHash(), dummyPasswordHash()]);
    expect(a).toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('', a)).toBe(false);
  });
});
