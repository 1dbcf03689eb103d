/**
 * A lead's address as one line (SPEC §7 body `{address}`), read per SPEC §5 "Address
 * parsing": "street, city, ST 12345" — the city letters, spaces, dots and hyphens, the state
 * two letters; the ZIP code may be left out or follow the state after a comma.
 */

/** SPEC §5 "Max allowed characters 255". */
export const MAX_ADDRESS_LENGTH = 255;

export interface ParsedAddress {
  /** The address as stored and shown: "12 Main St, Riverhead, NY 11901". */
  address: string;
  street: string;
  city: string;
  state: string;
  zip: string | null;
}

export type AddressResult = { ok: true; value: ParsedAddress } | { ok: false; error: string };

export const ADDRESS_EXAMPLE = '12 Main St, Riverhead, NY 11901';

const CITY = /^[A-Za-z][A-Za-z .-]*$/;
const STATE_ZIP = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
/** Letters of any language, digits and what street lines use (12-14 St. John's Pl #2, 1/2). */
const STREET = /^[\p{L}\p{N}][\p{L}\p{N} .,'#&/-]*$/u;
// Control characters other than white space: never part of an address.
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/;

const fail = (error: string): AddressResult => ({ ok: false, error });

export function parseAddress(text: string): AddressResult {
  if (CONTROL.test(text) || !text.isWellFormed()) return fail('The address contains characters that are not allowed');
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return fail(`Enter an address, e.g. "${ADDRESS_EXAMPLE}"`);
  if (line.length > MAX_ADDRESS_LENGTH) return fail(`An address must be at most ${MAX_ADDRESS_LENGTH} characters`);
  const parts = line.split(',').map((part) => part.trim());
  // "…, NY, 11901": a ZIP code after its own comma belongs to the state part.
  if (parts.length >= 4 && ZIP.test(parts.at(-1)!)) parts.splice(-2, 2, `${parts.at(-2)!} ${parts.at(-1)!}`);
  if (parts.length < 3 || parts.some((part) => part === '')) return fail(`Enter the street, city and state, e.g. "${ADDRESS_EXAMPLE}"`);
  const stateZip = STATE_ZIP.exec(parts.at(-1)!);
  if (!stateZip) return fail(`The state must be two letters, optionally followed by the ZIP code, e.g. "NY 11901"`);
  const city = parts.at(-2)!;
  if (!CITY.test(city)) return fail('The city may hold only letters, spaces, dots and hyphens');
  const street = parts.slice(0, -2).join(', ');
  if (!STREET.test(street)) return fail(`The street may hold letters, digits, spaces and . , ' # & / -`);
  const state = stateZip[1]!.toUpperCase();
  const zip = stateZip[2] ?? null;
  return { ok: true, value: { address: `${street}, ${city}, ${state}${zip ? ` ${zip}` : ''}`, street, city, state, zip } };
}
