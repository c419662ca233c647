import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { userMessages } from './messages/users.ts';
import { passwordChangeSchema, userCreateFieldsSchema, userCreateSchema } from './user-account.ts';

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
