import { parseRowId } from '@/lib/http/ids';

/** SPEC §8: what a visitor is told about a listing that can no longer be shown. */
export const UNAVAILABLE_MESSAGE = 'Oops, that property is no longer for sale.';

/** A listing id from a URL (a row id), else null. */
export const parseListingId = parseRowId;
