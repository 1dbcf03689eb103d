/**
 * SPEC §4: "A signUpError event carries a detail put into state." The sign-up form dispatches a
 * `signUpError` CustomEvent on window when a step fails; its detail goes into the browser-env
 * store (anything on the page, or a company's tag listening on window, can react). The form
 * itself shows the words; a server fault (5xx) or a fault of our own code is also reported to
 * the error reporter, while a refusal (4xx), a lost network or a cancelled call is not: those are
 * the visitor's, already told in the form or the reconnect banner.
 */
import { ApiError, NETWORK_ERROR, NETWORK_STATUS } from '@/lib/api/errors';

export const SIGN_UP_ERROR_EVENT = 'signUpError';

export interface SignUpErrorDetail {
  /** The form's step that failed ('email', 'code', 'details', 'resend'). */
  step: string;
  /** The answer's status; 0 without an answer (network, or our own code failed). */
  status: number;
  /** The words shown (the API's error text), or the thrown error's message. */
  error: string;
}

export function signUpErrorDetail(thrown: unknown, step: string): SignUpErrorDetail {
  if (thrown instanceof ApiError) return { step, status: thrown.status, error: thrown.error };
  return { step, status: NETWORK_STATUS, error: thrown instanceof Error ? thrown.message : String(thrown) };
}

/** Dispatched by the sign-up form (components/leads/sign-up-dialog.tsx). */
export function dispatchSignUpError(thrown: unknown, step: string, win: Window = window): void {
  win.dispatchEvent(new CustomEvent<SignUpErrorDetail>(SIGN_UP_ERROR_EVENT, { detail: signUpErrorDetail(thrown, step) }));
}

/** A server fault, or a fault with no answer that is not a lost network (our own code): worth a report. */
export function shouldReportSignUpError(detail: SignUpErrorDetail): boolean {
  return detail.status >= 500 || (detail.status === NETWORK_STATUS && detail.error !== NETWORK_ERROR);
}

/** The detail if it has the shape above (anyone can dispatch the event). */
export function asSignUpErrorDetail(value: unknown): SignUpErrorDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, status, error } = value as Partial<SignUpErrorDetail>;
  return typeof step === 'string' && typeof status === 'number' && typeof error === 'string' ? { step, status, error } : null;
}

/** Listens for signUpError; hands each detail on. */
export function onSignUpError(listener: (detail: unknown) => void, win: Window = window): () => void {
  const handler = (event: Event) => listener(event instanceof CustomEvent ? event.detail : null);
  win.addEventListener(SIGN_UP_ERROR_EVENT, handler);
  return () => win.removeEventListener(SIGN_UP_ERROR_EVENT, handler);
}
