import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogMessages } from './messages/catalog.ts';
import { userMessages } from './messages/users.ts';
import { validationMessages } from './messages/validation.ts';
import { installPolishZodMessages } from './zod-messages.ts';

const ENGLISH = /\b(Too|too|expected|Expected|Invalid|invalid|must|received|Unrecognized)\b/;

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A zod check without its own message answers in Polish, by the issue's code; a schema's own message wins. */
describe('zod fallback messages', () => {
  let previous: z.core.$ZodConfig['customError'];
  beforeAll(() => {
    previous = z.config().customError;
    installPolishZodMessages();
  });
  afterAll(() => {
    z.config({ customError: previous });
  });

  it.each<[string, z.ZodType, unknown, string]>([
    ['a number below its minimum', z.number().min(0), -1, validationMessages.valueAtLeast('0')],
    ['a number above its maximum', z.number().max(500), 100_000, validationMessages.valueAtMost('500')],
    ['a number not above an exclusive minimum', z.number().positive(), 0, validationMessages.valueAbove('0')],
    ['a number not below an exclusive maximum', z.number().lt(10), 10, validationMessages.valueBelow('10')],
    ['a fraction for an integer', z.number().int(), 1.5, validationMessages.integerRequired],
    ['text for a number', z.coerce.number(), 'abc', validationMessages.numberInvalid],
    ['a number for text', z.string(), 5, validationMessages.invalidRequest],
    ['text too short', z.string().min(3), 'ab', validationMessages.textTooShort(3)],
    ['text too long', z.string().max(2), 'abc', validationMessages.textTooLong(2)],
    ['text of the wrong length', z.string().length(4), 'abc', validationMessages.textLength(4)],
    ['a list too short', z.array(z.string()).min(2), ['a'], validationMessages.listTooShort(2)],
    ['a list too long', z.array(z.string()).max(1), ['a', 'b'], validationMessages.listTooLong(1)],
    ['a value outside an enum', z.enum(['newest', 'oldest']), 'x', validationMessages.valueNotAllowed(['newest', 'oldest'])],
    ['a malformed e-mail', z.email(), 'anna', validationMessages.emailInvalid],
    ['a malformed uuid', z.uuid(), 'x', validationMessages.formatInvalid],
    ['a number not a multiple', z.number().multipleOf(5), 7, validationMessages.notMultipleOf('5')],
    ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, validationMessages.unknownFields(['b'])],
    ['a failed refinement', z.string().refine((s) => s === 'ok'), 'no', validationMessages.invalidRequest],
    ['no union member', z.union([z.string(), z.number()]), true, validationMessages.invalidRequest],
  ])('%s', (_what, schema, value, expected) => {
    const message = messageOf(schema, value);
    expect(message).toBe(expected);
    expect(message).not.toMatch(ENGLISH);
  });

  it('Polish plural forms of the counts', () => {
    expect(validationMessages.textTooShort(1)).toBe('Wpisz co najmniej 1 znak');
    expect(validationMessages.textTooLong(4)).toBe('Tekst może mieć najwyżej 4 znaki');
    expect(validationMessages.listTooShort(12)).toBe('Lista musi mieć co najmniej 12 pozycji');
  });

  it("a schema's own message still wins", () => {
    expect(messageOf(z.number().max(5, catalogMessages.priceTooLarge('5')), 6)).toBe(catalogMessages.priceTooLarge('5'));
    expect(messageOf(z.string({ error: userMessages.nameRequired }), 5)).toBe(userMessages.nameRequired);
  });
});
