import { m } from '@kairos/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerInput, type resetPasswordInput } from '../src/shared/auth-schemas';
import { discountInput, serviceInput } from '../src/shared/catalogue-schemas';
import { clientFormInput } from '../src/shared/clients-schemas';
import { MAX_AMOUNT_MINOR } from '../src/shared/money';
import { classInput } from '../src/shared/offerings-schemas';
import { passwordField } from '../src/shared/schemas';
import { errorSummary, fieldErrorsOf, type MessageOptions, withFieldLabel } from '../src/shared/validation';

type Locale = 'uk' | 'en';

const errorsOf = (schema: z.ZodType, input: unknown, locale: Locale, options?: MessageOptions) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return fieldErrorsOf(r.error, input, locale, options);
};
/** Intl puts (narrow) no-break spaces in numbers and amounts; compare them as plain spaces. */
const plain = (s: string | undefined) => s?.replace(/\s/g, ' ');

describe('password rule (docs/product/appointments.md)', () => {
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

describe('messages under a field never name it (issue 9: the label is right above)', () => {
  const bad = {
    first_name: '',
    last_name: 'K',
    business_name: 'S',
    email: 'nope',
    password: 'short',
    password_confirmation: 'x',
  };

  it('required, email, length, capital+number, confirmation (en)', () => {
    const e = errorsOf(registerInput as typeof registerInput | typeof resetPasswordInput, bad, 'en');
    expect(e.first_name).toEqual(['Required']);
    expect(e.email).toEqual(['Must be a valid email address']);
    expect(e.password).toEqual(['At least 8 characters', 'Must contain at least 1 capital letter and 1 number']);
    expect(e.password_confirmation).toEqual(['The password confirmation does not match']);
  });

  it('the same in Ukrainian', () => {
    const e = errorsOf(
      registerInput,
      { ...bad, email: 'a@b.co', password: 'Secret123', password_confirmation: 'Secret124' },
      'uk',
    );
    expect(e.first_name).toEqual(["Обов'язкове поле"]);
    expect(e.password_confirmation).toEqual(['Підтвердження пароля не збігається']);
  });

  it('maximum length', () => {
    const input = {
      ...bad,
      first_name: 'x'.repeat(101),
      email: 'a@b.co',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    };
    expect(errorsOf(registerInput, input, 'en').first_name).toEqual(['At most 100 characters']);
    expect(errorsOf(registerInput, input, 'uk').first_name).toEqual(['Не більше ніж 100 символів']);
  });

  it('no validation message in either catalogue has a {field} placeholder', async () => {
    for (const locale of ['en', 'uk'] as const) {
      const { default: catalogue } = await import(`../../i18n/messages/validation/${locale}.json`);
      const named = Object.entries(catalogue as Record<string, unknown>)
        .filter(([key, text]) => key !== 'validation_with_field' && JSON.stringify(text).includes('{field}'))
        .map(([key]) => key);
      expect(named, locale).toEqual([]);
    }
  });

  it('email is normalised to lowercase', () => {
    const r = registerInput.parse({
      ...bad,
      first_name: 'A',
      email: ' Ada@Example.COM ',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
    expect(r.email).toBe('ada@example.com');
  });
});

describe('where no field is in view, the message is named by the form label', () => {
  it('"Label: message", with the label text the forms use', () => {
    expect(withFieldLabel('first_name', 'Required', 'en')).toBe('First name: required');
    expect(withFieldLabel('business.phone', 'Має бути дійсним номером телефону', 'uk')).toBe(
      'Телефон: має бути дійсним номером телефону',
    );
    expect(withFieldLabel('video_meeting_url', 'URL please', 'en')).toBe('Video meeting link: URL please');
    expect(withFieldLabel('_', 'Invalid value', 'en')).toBe('Invalid value');
    // The same text as the labels above the fields.
    expect(m.field_first_name({}, { locale: 'uk' })).toBe(m.label_first_name({}, { locale: 'uk' }));
    expect(m.field_email({}, { locale: 'en' })).toBe(m.label_email({}, { locale: 'en' }));
    expect(m.field_birthday({}, { locale: 'uk' })).toBe(m.client_label_birthday({}, { locale: 'uk' }));
    expect(m.field_spaces({}, { locale: 'en' })).toBe(m.wo_class_spaces({}, { locale: 'en' }));
  });

  it('a summary names the first field and counts the rest, with Ukrainian plurals', () => {
    const errors = { first_name: ['Required'], email: ['Must be a valid email address'] };
    expect(errorSummary(errors, 'en')).toBe('First name: required (and 1 more error)');
    expect(errorSummary({}, 'en')).toBeNull();
    const uk = (n: number) =>
      errorSummary(
        { first_name: ["Обов'язкове поле"], ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`x${i}`, ['X']])) },
        'uk',
      );
    expect(uk(1)).toBe("Ім'я: обов'язкове поле (і ще 1 помилка)");
    expect(uk(2)).toBe("Ім'я: обов'язкове поле (і ще 2 помилки)");
    expect(uk(5)).toBe("Ім'я: обов'язкове поле (і ще 5 помилок)");
  });
});

describe('plural forms (issue 9: "щонайменше 1 елементів")', () => {
  const counts = [1, 2, 5, 11, 21, 22, 25];
  const items = (n: number, locale: Locale) =>
    errorsOf(z.object({ list: z.array(z.string()).min(n) }), { list: [] }, locale).list?.[0];
  const tooLong = (n: number, locale: Locale) =>
    errorsOf(z.object({ text: z.string().max(n) }), { text: 'x'.repeat(n + 1) }, locale).text?.[0];

  it('items and characters in Ukrainian', () => {
    expect(counts.map((n) => items(n, 'uk'))).toEqual([
      'Щонайменше 1 елемент',
      'Щонайменше 2 елементи',
      'Щонайменше 5 елементів',
      'Щонайменше 11 елементів',
      'Щонайменше 21 елемент',
      'Щонайменше 22 елементи',
      'Щонайменше 25 елементів',
    ]);
    expect(counts.map((n) => tooLong(n, 'uk'))).toEqual([
      'Не більше ніж 1 символ',
      'Не більше ніж 2 символи',
      'Не більше ніж 5 символів',
      'Не більше ніж 11 символів',
      'Не більше ніж 21 символ',
      'Не більше ніж 22 символи',
      'Не більше ніж 25 символів',
    ]);
  });

  it('items and characters in English', () => {
    expect(counts.map((n) => items(n, 'en'))).toEqual(counts.map((n) => `At least ${n} item${n === 1 ? '' : 's'}`));
    expect(counts.map((n) => tooLong(n, 'en'))).toEqual(counts.map((n) => `At most ${n} character${n === 1 ? '' : 's'}`));
    expect(plain(tooLong(5000, 'uk'))).toBe('Не більше ніж 5 000 символів');
  });

  it('minutes to wait after too many attempts', () => {
    const uk = counts.map((minutes) =>
      m.error_too_many_attempts({ minutes }, { locale: 'uk' }).replace('Забагато спроб. Спробуйте ще раз через ', ''),
    );
    expect(uk).toEqual(['1 хвилину.', '2 хвилини.', '5 хвилин.', '11 хвилин.', '21 хвилину.', '22 хвилини.', '25 хвилин.']);
    expect(m.error_too_many_attempts({ minutes: 1 }, { locale: 'en' })).toBe('Too many attempts. Please try again in 1 minute.');
    expect(m.error_too_many_attempts({ minutes: 21 }, { locale: 'en' })).toBe(
      'Too many attempts. Please try again in 21 minutes.',
    );
  });

  it('every other count-bearing message', () => {
    expect(m.error_class_session_full({ spaces: 1 }, { locale: 'en' })).toBe('This session is full: it has 1 space.');
    expect(m.import_done({ count: 1 }, { locale: 'en' })).toBe('1 client imported.');
    expect(m.import_too_many({ count: 251, max: 250 }, { locale: 'uk' })).toBe(
      'Контактів у файлі: 251; за один раз можна імпортувати не більше ніж 250.',
    );
    expect(m.email_trial_ending_subject({ days: 3 }, { locale: 'uk' })).toBe(
      'Ваш пробний період у Kairos завершується через 3 дні',
    );
    expect(m.email_trial_ending_subject({ days: 1 }, { locale: 'en' })).toBe('Your Kairos trial ends in 1 day');
    expect(m.sub_days_left({ days: 1 }, { locale: 'en' })).toBe('1 day left');
    expect(m.sub_plans_description({ days: 14 }, { locale: 'uk' })).toContain('(14 днів)');
    expect(m.sub_plans_description({ days: 21 }, { locale: 'uk' })).toContain('(21 день)');
    expect(m.tz_results({ count: 1 }, { locale: 'en' })).toBe('1 time zone found');
    expect(m.quick_search_results({ count: 1 }, { locale: 'en' })).toBe('1 client found');
    expect(m.wap_spaces_used({ used: 1, spaces: 1 }, { locale: 'en' })).toBe('1 of 1 space taken');
    expect(m.wap_spaces_used({ used: 1, spaces: 21 }, { locale: 'uk' })).toBe('Зайнято місць: 1 з 21');
    expect(m.email_reset_body({ name: 'Ada', minutes: 60 }, { locale: 'uk' })).toContain('через 60 хвилин.');
    expect(m.email_verify_body({ name: 'Ada', hours: 24 }, { locale: 'uk' })).toContain('через 24 години.');
    expect(m.email_verify_body({ name: 'Ada', hours: 1 }, { locale: 'en' })).toContain('expires in 1 hour.');
  });
});

describe('numbers and money in limits', () => {
  const service = {
    name: 'Cut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
    colour: '#0f766e',
  };

  it('a negative price says "must be 0 or more", not "invalid"', () => {
    expect(errorsOf(serviceInput, { ...service, price: -500 }, 'en', { currency: 'GBP' }).price).toEqual(['Must be 0 or more']);
    expect(errorsOf(serviceInput, { ...service, price: -500 }, 'uk', { currency: 'UAH' }).price).toEqual([
      'Має бути не менше ніж 0',
    ]);
    expect(errorsOf(serviceInput, { ...service, price: Number.NaN }, 'en').price).toEqual(['Must be a number']);
  });

  it('the price limit is an amount in the currency and language, not minor units', () => {
    const over = { ...service, price: MAX_AMOUNT_MINOR + 1 };
    expect(errorsOf(serviceInput, over, 'en', { currency: 'GBP' }).price).toEqual(['Must be £100,000,000.00 or less']);
    expect(plain(errorsOf(serviceInput, over, 'uk', { currency: 'UAH' }).price?.[0])).toBe(
      'Має бути не більше ніж 100 000 000,00 ₴',
    );
    // Without a currency (the REST API): the amount in major units.
    expect(errorsOf(serviceInput, over, 'en').price).toEqual(['Must be 100,000,000.00 or less']);
    expect(
      errorsOf(classInput, { name: 'Yoga', spaces: 5, duration_minutes: 60, price: MAX_AMOUNT_MINOR + 1 }, 'en', {
        currency: 'GBP',
      }).price,
    ).toEqual(['Must be £100,000,000.00 or less']);
  });

  it('a discount bound is a percentage or an amount, by its type', () => {
    expect(errorsOf(discountInput, { name: 'D', type: 'percentage', value: 0 }, 'en').value).toEqual(['Must be 0.01% or more']);
    expect(errorsOf(discountInput, { name: 'D', type: 'fixed', value: 0 }, 'en', { currency: 'GBP' }).value).toEqual([
      'Must be £0.01 or more',
    ]);
    expect(errorsOf(discountInput, { name: '', type: 'fixed', value: 0 }, 'en', { currency: 'GBP' })).toEqual({
      name: ['Required'],
      value: ['Must be £0.01 or more'],
    });
  });

  it('other bounds are grouped for the language', () => {
    expect(errorsOf(classInput, { name: 'Yoga', spaces: 1001, duration_minutes: 60 }, 'en').spaces).toEqual([
      'Must be 1,000 or less',
    ]);
    expect(plain(errorsOf(classInput, { name: 'Yoga', spaces: 1001, duration_minutes: 60 }, 'uk').spaces?.[0])).toBe(
      'Має бути не більше ніж 1 000',
    );
  });
});

describe('a count of minutes, hours or days says its unit (issue 25)', () => {
  const service = (duration: number) => ({
    name: 'Cut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: duration, type: 'block' }],
    colour: '#0f766e',
    price: 1000,
  });
  const duration = (value: number, locale: Locale) =>
    plain(errorsOf(serviceInput, service(value), locale)['parts.0.duration_minutes']?.[0]);

  it('a service shorter than 5 minutes or longer than 12 hours, negative included', () => {
    expect(duration(-5, 'en')).toBe('Must be at least 5 minutes');
    expect(duration(3, 'en')).toBe('Must be at least 5 minutes');
    expect(duration(1000, 'en')).toBe('Must be 720 minutes or less');
    expect(duration(-5, 'uk')).toBe('Має бути щонайменше 5 хвилин');
    expect(duration(1000, 'uk')).toBe('Має бути не більше ніж 720 хвилин');
    expect(duration(2.5, 'en')).toBe('Must be a whole number');
    expect(duration(Number.NaN, 'en')).toBe('Must be a number');
    expect(errorsOf(serviceInput, { ...service(30), parts: [{ title: 'Cut', type: 'block' }] }, 'en')).toEqual({
      'parts.0.duration_minutes': ['Required'],
    });
  });

  it('hours and days by their field, and a lower bound of 0 stays "0 or more"', () => {
    const settings = { notice_hours: -1, horizon_days: 0, remember_days: 400 };
    const errors = (locale: Locale) => {
      const r = z
        .object({
          notice_hours: z.number().int().min(0),
          horizon_days: z.number().int().min(1),
          remember_days: z.number().int().max(365),
        })
        .safeParse(settings);
      return r.success ? {} : fieldErrorsOf(r.error, settings, locale);
    };
    expect(errors('en')).toEqual({
      notice_hours: ['Must be 0 or more'],
      horizon_days: ['Must be at least 1 day'],
      remember_days: ['Must be 365 days or less'],
    });
    expect(errors('uk')).toEqual({
      notice_hours: ['Має бути не менше ніж 0'],
      horizon_days: ['Має бути щонайменше 1 день'],
      remember_days: ['Має бути не більше ніж 365 днів'],
    });
  });
});

describe("the clients form's schema checks the phone the way the server does", () => {
  it('a bad phone is reported with every other error at once', () => {
    const input = { first_name: '', last_name: 'B', email: 'bad', phone: '12' };
    expect(errorsOf(clientFormInput('UK'), input, 'en')).toEqual({
      first_name: ['Required'],
      email: ['Must be a valid email address'],
      phone: ['Must be a valid phone number'],
    });
  });

  it("numbers without + are read with the business's country", () => {
    const ua = { first_name: 'A', last_name: 'B', phone: '050 123 45 67' };
    expect(clientFormInput('UK').safeParse(ua).success).toBe(true);
    expect(clientFormInput('OTHER').safeParse(ua).success).toBe(false);
    expect(clientFormInput('OTHER').safeParse({ ...ua, phone: '+380501234567' }).success).toBe(true);
  });
});

describe('the message of a validation error names the field by its label', () => {
  it('REST answers "Label: message", with how many more errors, in the caller’s language', async () => {
    const { makeHarness, registerOwner } = await import('./support/harness');
    const h = await makeHarness();
    const { client } = await registerOwner(h);
    const one = await client.post('/api/v1/clients', { first_name: '', last_name: 'Lee' });
    expect(one.status).toBe(422);
    expect(one.body.message).toMatch(/^First name: /);
    const two = await client.post('/api/v1/clients', { first_name: '', last_name: '' });
    expect(two.body.message).toMatch(/^First name: .*1/);
    client.setLocale('uk');
    const uk = await client.post('/api/v1/clients', { first_name: '', last_name: 'Lee' });
    expect(uk.body.message).toMatch(/^Ім.я: /);
    h.close();
  });
});
