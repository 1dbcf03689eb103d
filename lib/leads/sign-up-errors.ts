import type { ApiError } from '@/lib/api/errors';

export type SignUpField = 'email' | 'code' | 'phone' | 'firstName' | 'lastName';

const BY_KEY: Record<string, SignUpField> = {
  'lead.email': 'email',
  'lead.phone': 'phone',
  'lead.firstName': 'firstName',
  'lead.lastName': 'lastName',
  email: 'email',
  code: 'code',
};

/**
 * The field a failed sign-up call is about: the field the server names; else SPEC §5's rule
 * for a 422 — the e-mail when the text mentions email, otherwise the phone; else the field
 * of the step the visitor is on.
 */
export function fieldOfError(error: ApiError, step: 'email' | 'code' | 'details'): SignUpField | null {
  const errors = (error.fullError as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors ?? {};
  for (const key of Object.keys(errors)) if (BY_KEY[key]) return BY_KEY[key]!;
  if (error.status === 422) return /email/i.test(error.message) ? 'email' : 'phone';
  if (error.status === 401 && step === 'code') return 'code';
  return null;
}
