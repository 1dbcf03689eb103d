import { z } from 'zod';
import { SUGGESTION_KEYS, type SuggestionKey } from '@/lib/filters/types';
import { route } from '@/lib/http/route';
import { searchSuggestions } from '@/lib/search/service';

/** SPEC §7 names some fields differently from the suggestion keys; both are accepted. */
const FIELD_ALIASES = { neighborhood: 'hood', location: 'pl', mls: 'address' } as const;
const field = z.union([z.enum(SUGGESTION_KEYS), z.enum(['neighborhood', 'location', 'mls'])]).transform((f) => (f in FIELD_ALIASES ? FIELD_ALIASES[f as keyof typeof FIELD_ALIASES] : (f as SuggestionKey)));

/** SPEC §9: suggestion size 5. */
const body = z.object({
  query: z.string().max(100),
  size: z.number().int().min(1).max(20).default(5),
  fields: z.array(field).max(20).optional(),
});

// POST /api/suggestions {query, size?, fields?} – search-box suggestions in buckets by key (DESIGN §8)
export const POST = route({ body }, async ({ viewer, body }) => searchSuggestions(viewer, body.query, body.size, body.fields ?? null));
