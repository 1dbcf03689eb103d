import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

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

/** SPEC §5 confirmation errors: shown when a lead's stored e-mail or phone could not be reached. */
export const EMAIL_CONFIRMATION_ERROR = "We couldn't deliver our verification email to that address. Please check your input for typos & try again.";
export const PHONE_CONFIRMATION_ERROR = "We couldn't deliver our verification text to that number. Please check your input for typos & try again.";

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

/** SPEC §4 "Lead confirmation": what a signed-in lead still has to confirm. */
export interface ConfirmationLead {
  email: string | null;
  emailStatus: string;
  phone: string | null;
  phoneStatus: string;
  firstName: string | null;
  lastName: string | null;
}

export function needsEmailConfirmation(lead: ConfirmationLead): boolean {
  return !lead.email || lead.emailStatus === 'invalid_address';
}

export function needsPhoneConfirmation(lead: ConfirmationLead): boolean {
  return Boolean(lead.firstName && lead.lastName) && (!lead.phone || lead.phoneStatus === 'bad_number');
}

/**
 * Where the sign-up form opens for a lead that must confirm (SPEC §4): both → step 1 then 2;
 * only the e-mail → step 1, closing after it; only the phone → step 2 without name inputs.
 */
export function confirmationStep(lead: ConfirmationLead): { step: 1 | 2; emailOnly: boolean } | null {
  const email = needsEmailConfirmation(lead);
  const phone = needsPhoneConfirmation(lead);
  if (email && phone) return { step: 1, emailOnly: false };
  if (email) return { step: 1, emailOnly: true };
  if (phone) return { step: 2, emailOnly: false };
  return null;
}

/** A lead is fully authorised when both steps are done and nothing needs confirming (SPEC §6). */
export function isFullyAuthorized(lead: ConfirmationLead & { completed: boolean }, needToConfirmPhone = false): boolean {
  return lead.completed && !needToConfirmPhone && confirmationStep(lead) === null;
}
