import { z } from 'zod';
import { parseRowId } from '@/lib/http/ids';

/** SPEC §8: what a visitor is told about a listing that can no longer be shown. */
export const UNAVAILABLE_MESSAGE = 'Oops, that property is no longer for sale.';

/** A listing id from a URL (a row id), else null. */
export const parseListingId = parseRowId;

/** A listing id as a route's path param (route()'s `params`): parseListingId's rule; what does not parse is a 404. */
export const listingPathId = () =>
  z.string().transform((text, ctx) => {
    const id = parseListingId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a listing id' });
      return z.NEVER;
    }
    return id;
  });
