import { describe, expect, it } from 'vitest';
import { registerInput, type resetPasswordInput } from '../src/shared/auth-schemas';
import { passwordField } from '../src/shared/schemas';
import { fieldErrorsOf } from '../src/shared/validation';

const errorsOf = (
  schema: typeof registerInput | typeof resetPasswordInput,
  input: Record<string, unknown>,
  locale: 'uk' | 'en',
) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return fieldErrorsOf(r.error, input, locale);
};

describe('password rule (SPEC 5)', () => {
  it.each([
    ['Secret12', true],
    ['Пароль123', true],
    ['secret123', false],
    ['Secretabc', false],
    ['Sec1', false],
  ])('%s → %s', (pw, ok) => {
    expect(passwordField.safeParse(pw).success).toBe(ok);
  });
});

describe('validation messages in both languages', () => {
  it('required, email, length, capital+number, confirmation (en)', () => {
    const e = errorsOf(
      registerInput,
      { first_name: '', last_name: 'K', business_name: 'S', email: 'nope', password: 'short', password_confirmation: 'x' },
      'en',
    );
    expect(e.first_name).toEqual(["The 'first name' field is required"]);
    expect(e.email).toEqual(["The 'email' field must be a valid email address"]);
    expect(e.password).toEqual([
      "The 'password' field must be at least 8 characters",
      'The password must contain at least 1 capital letter and 1 number',
    ]);
    expect(e.password_confirmation).toEqual(['The password confirmation does not match']);
  });

  it('the same in Ukrainian', () => {
    const e = errorsOf(
      registerInput,
      { last_name: 'K', business_name: 'S', email: 'a@b.co', password: 'Secret123', password_confirmation: 'Secret124' },
      'uk',
    );
    expect(e.first_name).toEqual(["Поле «ім'я» є обов'язковим"]);
    expect(e.password_confirmation).toEqual(['Підтвердження пароля не збігається']);
  });

  it('maximum length', () => {
    const e = errorsOf(
      registerInput,
      {
        first_name: 'x'.repeat(101),
        last_name: 'K',
        business_name: 'S',
        email: 'a@b.co',
        password: 'Secret123',
        password_confirmation: 'Secret123',
      },
      'en',
    );
    expect(e.first_name).toEqual(["The 'first name' field may not be greater than 100 characters"]);
  });

  it('email is normalised to lowercase', () => {
    const r = registerInput.parse({
      first_name: 'A',
      last_name: 'B',
      business_name: 'S',
      email: ' Ada@Example.COM ',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
    expect(r.email).toBe('ada@example.com');
  });
});
