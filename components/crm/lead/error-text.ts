import { ApiError } from '@/lib/api/errors';

/** A failed call's message for the person who made it (the server's own words when it sent some). */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.error : 'Something went wrong. Try again.';
}
