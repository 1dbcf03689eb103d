import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@/lib/text/safe-text';

/** SPEC §7 body `{address}`: one line of text; what it must say (and its length) is lib/leads/address-parse's to check (422). */
export const addressBody = z.object({
  address: z.string({ error: 'address must be text, e.g. "12 Main St, Riverhead, NY 11901"' }).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE }),
});

/** Sellers' addresses are leads' own; agents have none (SPEC §6). */
export const AGENTS_HAVE_NO_ADDRESSES = 'Agents have no addresses of their own';
