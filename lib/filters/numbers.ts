/**
 * Strict number reading and writing. Parsers return null for anything that is not a plain
 * decimal number (no letters, exponents, Infinity, NaN, hex, thousands separators), so a bad
 * value can never reach a query as NaN. Writers never produce exponent notation, so every
 * value they print reads back to the same number.
 */

/** Optional minus, digits, optional fraction; lengths capped so huge inputs fail fast. */
const PLAIN_NUMBER = /^-?\d{1,20}(?:\.\d{1,20})?$/;

/** A plain decimal number, or null. `-0` reads as 0 (tests and equality treat them apart). */
export function parseNumberText(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!PLAIN_NUMBER.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n + 0 : null;
}

/** A whole number within the safe-integer range, or null ("2.5", "1e3", "" → null). */
export function parseInteger(value: unknown): number | null {
  const n = parseNumberText(value);
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

/** A decimal rounded to `decimals` places, or null. */
export function parseDecimal(value: unknown, decimals = 6): number | null {
  const n = parseNumberText(value);
  return n === null ? null : roundTo(n, decimals);
}

/**
 * Rounds to a number of decimals. `k / 10^d` with both exact is the double nearest to the
 * decimal, so formatNumber prints it back exactly.
 */
export function roundTo(n: number, decimals: number): number {
  if (decimals <= 0) return Math.round(n) + 0;
  const scale = 10 ** decimals;
  return Math.round(n * scale) / scale + 0;
}

/** Prints a number rounded to `decimals` places without trailing zeros or exponent. */
export function formatNumber(n: number, decimals: number): string {
  if (decimals <= 0) return String(Math.round(n) + 0);
  const fixed = roundTo(n, decimals).toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
