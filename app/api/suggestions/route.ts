import { z } from 'zod';
import { safeText, wholeNumber } from '@/lib/http/input';
import { SUGGESTION_KEYS, type SuggestionKey } from '@/lib/filters/types';
import { checkText } from '@/lib/filters/values';
import { route } from '@/lib/http/route';
import { searchSuggestions } from '@/lib/search/service';

/** SPEC §7 names some fields differently from the suggestion keys; both are accepted. */
const FIELD_ALIASES = { neighborhood: 'hood', location: 'pl', mls: 'address' } as const;
const field = z.union([z.enum(SUGGESTION_KEYS), z.enum(['neighborhood', 'location', 'mls'])]).transform((f) => (f in FIELD_ALIASES ? FIELD_ALIASES[f as keyof typeof FIELD_ALIASES] : (f as SuggestionKey)));

/** SPEC §9: suggestion size 5. */
const body = z.object({
  // The search box's text: no control characters or broken Unicode (Postgres refuses NUL), as for search values.
  query: safeText(100).refine((text) => checkText('query', text).ok, 'query contains characters that are not allowed'),
  size: wholeNumber(1, 20).default(5),
  fields: z.array(field).max(20).optional(),
});

// POST /api/suggestions {query, size?, fields?} – search-box suggestions in buckets by key (DESIGN §8)
export const POST = route({ body }, async ({ viewer, body }) => searchSuggestions(viewer, body.query, body.size, body.fields ?? null));
