import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { userMessages } from './messages/users.ts';
import { messages } from './messages.ts';
import { passwordChangeSchema, userCreateFieldsSchema, userCreateSchema, userEditSchema } from './user-account.ts';

const valid = {
  name: 'Anna Nowak',
  email: 'salon@example.test',
  city: 'Gniezno',
  password: 'Haslo-Salonu-1',
  passwordRepeat: 'Haslo-Salonu-1',
  salonName: 'Salon Lipowy',
  salonPhone: '',
  salonAddress: '',
};

const errorsOf = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
};

describe('create user (spec part 1 §5)', () => {
  it("'Wpisz imię': the name needs 3 characters unless the user is a salon", () => {
    expect(errorsOf(userCreateFieldsSchema, { ...valid, name: 'An', isSalon: false })).toEqual([{ field: 'name', message: userMessages.nameRequired }]);
    expect(errorsOf(userCreateFieldsSchema, { ...valid, name: '', isSalon: true })).toEqual([]);
  });

  it('forces salon, non-admin, not deleted (D15), names a nameless salon after itself, trims and normalises', () => {
    const user = userCreateSchema.parse({ ...valid, name: ' ', email: ' Salon@Example.TEST ', isSalon: false, isAdmin: true, isDeleted: true });
    expect(user).toEqual({
      name: 'Salon Lipowy',
      email: 'salon@example.test',
      city: 'Gniezno',
      password: 'Haslo-Salonu-1',
      salonName: 'Salon Lipowy',
      salonPhone: '',
      salonAddress: '',
      isSalon: true,
      isAdmin: false,
      isDeleted: false,
    });
  });

  it('compares the repeat trimmed, as the password is stored', () => {
    expect(errorsOf(userCreateSchema, { ...valid, password: ' Haslo-Salonu-1 ', passwordRepeat: 'Haslo-Salonu-1 ' })).toEqual([]);
    expect(errorsOf(passwordChangeSchema, { password: 'Haslo-Salonu-1', passwordRepeat: 'Haslo-Salonu-2' })).toEqual([
      { field: 'passwordRepeat', message: userMessages.passwordsDiffer },
    ]);
    // REST may leave the repeat out.
    expect(passwordChangeSchema.parse({ password: ' Haslo-Salonu-1 ' })).toEqual({ password: 'Haslo-Salonu-1' });
  });
});

describe('edit user (D28: the create rules, for the user as stored)', () => {
  const fields = { name: 'Anna Nowak', city: 'Gniezno', salonName: 'Salon Lipowy', salonPhone: '61 000 00 00', salonAddress: 'Lipowa 1' };

  it("a salon: its salon name is required, a person's name is not (its salon name stands for it)", () => {
    expect(errorsOf(userEditSchema(true), { ...fields, salonName: ' ' })).toEqual([{ field: 'salonName', message: userMessages.salonNameRequired }]);
    expect(userEditSchema(true).parse({ ...fields, name: ' ', city: ' Gniezno ' })).toEqual({ ...fields, name: 'Salon Lipowy', city: 'Gniezno' });
  });

  it("anyone else: 'Wpisz imię' under 3 characters, and the salon fields are not theirs to change", () => {
    expect(errorsOf(userEditSchema(false), { ...fields, name: 'An' })).toEqual([{ field: 'name', message: userMessages.nameRequired }]);
    expect(userEditSchema(false).parse({ ...fields, salonName: '' })).toEqual({ name: 'Anna Nowak', city: 'Gniezno' });
  });

  it("'Wpisz miasto' under 3 characters; every field at most 30", () => {
    expect(errorsOf(userEditSchema(true), { ...fields, city: 'Ła' })).toEqual([{ field: 'city', message: userMessages.cityRequired }]);
    expect(errorsOf(userEditSchema(true), { ...fields, salonPhone: '1'.repeat(31), salonAddress: 'a'.repeat(31) })).toEqual([
      { field: 'salonPhone', message: messages.tooLong(30) },
      { field: 'salonAddress', message: messages.tooLong(30) },
    ]);
  });
});
