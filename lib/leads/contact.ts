import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

export { EMAIL_CONFIRMATION_ERROR, PHONE_CONFIRMATION_ERROR } from './confirmation';

/** SPEC §5: max email length 74; max allowed characters 255 (names). */
export const MAX_EMAIL_LENGTH = 74;
export const MAX_NAME_LENGTH = 255;

/**
 * The texts a sign-up form shows. SPEC §5 marks the e-mail field when a registration error
 * "mentions email", the phone field otherwise: every e-mail text says "email", no other does.
 */
export const CONTACT_ERRORS = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Your email address can be at most ${MAX_EMAIL_LENGTH} characters`,
  emailTaken: 'That email address belongs to another account: sign in with it instead',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  nameTooLong: `Names can be at most ${MAX_NAME_LENGTH} characters`,
} as const;

const emailShape = z.email();

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A trimmed e-mail address, or the reason it is refused. */
export function checkEmail(raw: unknown): Checked<string> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return { ok: false, error: CONTACT_ERRORS.emailRequired };
  if (value.length > MAX_EMAIL_LENGTH) return { ok: false, error: CONTACT_ERRORS.emailTooLong };
  if (!emailShape.safeParse(value).success) return { ok: false, error: CONTACT_ERRORS.emailInvalid };
  return { ok: true, value };
}

/**
 * A phone as stored (E.164, DESIGN §8). Numbers without a country code are read as US
 * numbers, the market the product serves; the phone-number library decides validity.
 */
export function checkPhone(raw: unknown): Checked<string> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return { ok: false, error: CONTACT_ERRORS.phoneRequired };
  if (value.length > 40) return { ok: false, error: CONTACT_ERRORS.phoneInvalid };
  const phone = parsePhoneNumberFromString(value, 'US');
  if (!phone?.isValid()) return { ok: false, error: CONTACT_ERRORS.phoneInvalid };
  return { ok: true, value: phone.number };
}

/** A trimmed first or last name; `required` decides whether empty is refused or null. */
export function checkName(raw: unknown, which: 'first' | 'last', required: boolean): Checked<string | null> {
  const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (value === '') {
    return required ? { ok: false, error: which === 'first' ? CONTACT_ERRORS.firstNameRequired : CONTACT_ERRORS.lastNameRequired } : { ok: true, value: null };
  }
  if (value.length > MAX_NAME_LENGTH) return { ok: false, error: CONTACT_ERRORS.nameTooLong };
  return { ok: true, value };
}
