/** PostgreSQL error codes the app answers to (the same from PGlite and node-postgres). */
export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a failed query: drizzle wraps the driver's error, whose code it keeps as `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
