import * as z from 'zod';
import {
  emailField,
  localeField,
  nameField,
  optionalText,
  passwordField,
  slugField,
  timezoneField,
  withConfirmation,
} from './schemas';

export const registerAffiliateInput = withConfirmation(
  z.object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().max(255),
    locale: localeField.optional(),
  }),
);

export const registerInput = withConfirmation(
  z.object({
    first_name: nameField,
    last_name: nameField,
    business_name: z.string().trim().min(1).max(120),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().max(255),
    locale: localeField.optional(),
    timezone: timezoneField.optional(),
    referral_code: z.string().trim().max(40).optional(),
  }),
);

export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1).max(255),
});

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = withConfirmation(
  z.object({
    token: z.string().min(1).max(200),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().max(255),
  }),
);

export const verifyEmailInput = z.object({ token: z.string().min(1).max(200) });

export const businessProfileInput = z.object({
  name: z.string().trim().min(1).max(120),
  slug: slugField,
  timezone: timezoneField,
  phone: optionalText(40).refine((v) => v === null || /^\+?[0-9 ()-]{6,20}$/.test(v), {
    params: { key: 'validation_tel' },
  }),
  address_1: optionalText(200),
  address_2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  post_code: optionalText(20),
});

export const updateProfileInput = z.object({
  first_name: nameField,
  last_name: nameField,
  locale: localeField,
  /** The person's own zone (admins, affiliates: no business); an owner's screens use the business's. */
  timezone: timezoneField.optional(),
  business: businessProfileInput.optional(),
});

export const updateLocaleInput = z.object({ locale: localeField });

export const updatePasswordInput = withConfirmation(
  z.object({
    current_password: z.string().min(1).max(255),
    password: passwordField,
    password_confirmation: z.string().max(255),
  }),
);
