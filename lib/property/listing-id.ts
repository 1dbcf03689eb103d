/** SPEC §8: what a visitor is told about a listing that can no longer be shown. */
export const UNAVAILABLE_MESSAGE = 'Oops, that property is no longer for sale.';

/** A listing id from a URL: a positive 32-bit integer written in plain digits, else null. */
export function parseListingId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
