import { expect, it } from 'vitest';
import { decodeAuthenticatedUser, encodeAuthenticatedUser } from './authenticated-user.ts';
import type { User } from './user.ts';

const user: User = {
  _id: '6f1c2a0e-0000-4000-8000-000000000001',
  name: 'Zażółć Gęślą',
  email: 'salon@example.com',
  city: 'Łódź',
  isAdmin: false,
  isSalon: true,
  isDeleted: false,
  salonName: 'Meble Wygodne Łódź',
  salonPhone: null,
  salonAddress: null,
};

it('carries the user through a header value (base64url, Polish letters included) and back', () => {
  const value = encodeAuthenticatedUser(user);
  expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeAuthenticatedUser(value)).toEqual(user);
});

it('reads anything else as no stamp: absent, not base64url, not JSON, not a user', () => {
  const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  expect(decodeAuthenticatedUser(null)).toBeNull();
  expect(decodeAuthenticatedUser('')).toBeNull();
  expect(decodeAuthenticatedUser('eyJ+/=')).toBeNull();
  expect(decodeAuthenticatedUser(encode('{"_id":'))).toBeNull();
  expect(decodeAuthenticatedUser(encode(JSON.stringify({ ...user, isAdmin: 'true' })))).toBeNull();
  expect(decodeAuthenticatedUser(encode(JSON.stringify({ _id: user._id, isAdmin: true })))).toBeNull();
});
