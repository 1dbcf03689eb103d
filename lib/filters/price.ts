import { MAX_PRICE } from './limits';
import { formatCount } from '@/lib/format/formatter';

/**
 * Price text of SPEC §5: inputs accept digits only, with thousands separators; 'any' or
 * empty means no bound. Anything else ("$450k", "1.5M", "12,34") is not a price: null.
 */
const DIGITS = /^\d{1,15}$/;
const GROUPED = /^\d{1,3}(?:,\d{3}){1,4}$/;

export function parsePriceText(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 && value <= MAX_PRICE ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'any') return null;
  if (!DIGITS.test(text) && !GROUPED.test(text)) return null;
  const n = Number(text.replace(/,/g, ''));
  return n <= MAX_PRICE ? n : null;
}

/** SPEC §5 price dropdowns: "only digits are kept from the stored value" ('$1,250,000' → 1250000). */
export function priceDigits(value: unknown): number | null {
  if (typeof value === 'number') return parsePriceText(value);
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  if (digits === '' || digits.length > 15) return null;
  const n = Number(digits);
  return n <= MAX_PRICE ? n : null;
}

/** The input text for a price: comma thousands separators (SPEC §9), empty for no bound. */
export function formatPriceText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return formatCount(Math.round(value));
}
