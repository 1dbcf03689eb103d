/**
 * The leads list's search box (`q`): what the agent typed, turned into ILIKE patterns over
 * the one expression the trigram index `leads_search_trgm_idx` holds (name, e-mail, phone),
 * so every pattern of three characters or more is an index lookup.
 *
 * Phones are stored E.164 (+16315551234); an agent types them as people write them
 * ("631-555", "(631) 555-12"). A query made only of phone characters therefore also searches
 * for its bare digits, which the stored phone contains as they are.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface SearchPatterns {
  /** The query as typed, lower-cased, spaces collapsed, LIKE's wildcards escaped, wrapped in %…%. */
  text: string;
  /** The digits of a phone-like query (3 or more digits), as %…%; null otherwise. */
  digits: string | null;
}

const PHONE_LIKE = /^[\d\s()+\-.]+$/;

/** Escapes LIKE's wildcards and its escape character: the agent's `%` or `_` is a character to find. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** null when there is nothing to search for. */
export function searchPatterns(q: string): SearchPatterns | null {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (text === '') return null;
  const onlyDigits = text.replace(/\D/g, '');
  const digits = PHONE_LIKE.test(text) && onlyDigits.length >= 3 && onlyDigits !== text ? `%${onlyDigits}%` : null;
  return { text: `%${escapeLike(text)}%`, digits };
}

/** The search expression, written exactly as the index's (migration 0014) so the planner uses it. */
export const leadSearchExpression = sql.raw(
  `lower(coalesce("leads"."first_name",'') || ' ' || coalesce("leads"."last_name",'') || ' ' || coalesce("leads"."email",'') || ' ' || coalesce("leads"."phone",''))`,
);

/** The WHERE part for `q`, or null for an empty query. */
export function leadSearchWhere(q: string): SQL | null {
  const patterns = searchPatterns(q);
  if (!patterns) return null;
  const byText = sql`${leadSearchExpression} ilike ${patterns.text}`;
  return patterns.digits ? sql`(${byText} or ${leadSearchExpression} ilike ${patterns.digits})` : byText;
}
