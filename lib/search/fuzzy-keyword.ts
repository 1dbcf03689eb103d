import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import type { SearchQuery, Sort } from '@/lib/filters/types';
import type { FuzzyPage } from './backend';
import { searchConditions, type SearchContext } from './conditions';
import { mapIndexFor } from './map-index/registry';
import { listingsInOrder, pageIds } from './page-ids';
import type { TermKey } from './search-terms';

/**
 * SPEC §4's fuzzy fallback, for a keyword no listing holds (docs/search.md "Fuzzy fallback"):
 * the place names closest to it (pg_trgm word similarity), then their listings. Looking among
 * the few thousand place names first keeps it fast at any size: ranking every listing that
 * shares trigrams with "Rivrhead" meant 118,000 similarity checks and 0.86 s at 1M listings.
 */

/** How close a place name must be: pg_trgm's word similarity, lowered from its default 0.6 so one typo still finds the street or town. */
const SIMILARITY = '0.35';
/** The place names tried, closest first, and how many are read to find them (a name holding a closer one adds nothing). */
const NAMES_TRIED = 3;
const NAMES_READ = 12;
/** The most listings of one name ranked by their similarity to the keyword. */
const CANDIDATES = 1_000;
/**
 * The most of a keyword looked at: its first words up to this many characters. A place name
 * with a house and unit number fits ("12345 North Country Road Unit 12B" is 33); a longer text
 * is no typo of one, and word similarity's cost grows with it (5,000 characters, 50 values of
 * 100, took 0.3 s against a few hundred names).
 */
const MAX_CHARACTERS = 64;
/** search_terms keys whose names are written in a listing's address or subdivision, where a keyword looks. */
const KEYWORD_PLACES: TermKey[] = ['street', 'city', 'zip', 'hood'];

export interface PlaceName {
  /** Lower-cased, as a keyword to search for. */
  name: string;
  /** As the feeds write it (the most listed spelling), to show. */
  label: string;
  /** The keyword's words that share no trigram with the name ("45" and "2" of "45 Mian Stret Unit 2", the unit's word left out: unitApart; "Mian" shares "  m" with "main street"). */
  rest: string[];
  similarity: number;
}

/**
 * The place names of the company's feeds closest to the keyword, closest (then most listed)
 * first, leaving out a name that holds one before it: "Old Riverhead Road" after "Riverhead"
 * finds no listing a search for Riverhead does not.
 */
export function closestPlaceNames(ctx: SearchContext, keyword: string): Promise<PlaceName[]> {
  return placeNames(ctx, fuzzyWords(keyword));
}

/** closestPlaceNames for the keyword's words already cut (fuzzyWords). */
async function placeNames(ctx: SearchContext, words: string[]): Promise<PlaceName[]> {
  const read = await readPlaceNames(ctx, words);
  const kept: PlaceName[] = [];
  for (const name of read) if (kept.length < NAMES_TRIED && !kept.some((k) => name.name.includes(k.name))) kept.push(name);
  return kept;
}

/** The keyword's first words, up to MAX_CHARACTERS with the spaces between them (one word at least, cut if need be). */
function fuzzyWords(keyword: string): string[] {
  const words: string[] = [];
  let length = -1;
  for (const word of keyword.split(/\s+/).filter(Boolean)) {
    length += word.length + 1;
    if (length > MAX_CHARACTERS) break;
    words.push(word);
  }
  return words.length ? words : [keyword.trim().slice(0, MAX_CHARACTERS)];
}

/** Words that announce a unit within a building ("Unit 40A", "Apt 3", "Suite 200"). */
const UNIT_WORDS = new Set(['unit', 'apt', 'apartment', 'suite', 'ste']);

/**
 * The keyword's words apart from its unit ("Unit 40A", "Apt. B", "#12"), to match place names
 * against: no street, town, ZIP or neighbourhood holds a unit, and its letters draw names that
 * look like them. In "498 Sneix Avenue Unit 40A", "Unit" shares three trigrams with "Union
 * Avenue", which then came closer (0.36) than "Senix Avenue" (0.32); without the unit, 0.41
 * against 0.47. And the words to look for among the listings: the unit's number without the word
 * before it, which listings write their own way ("Apt 40A" finds "Unit 40A").
 */
function unitApart(words: string[]): { place: string[]; own: string[] } {
  const place: string[] = [];
  const own: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (UNIT_WORDS.has(word.toLowerCase().replace(/\.$/, '')) && next !== undefined && /\d|^[a-z]$/i.test(next)) {
      own.push(next.replace(/^#/, ''));
      i++;
    } else if (word.startsWith('#')) {
      if (word.length > 1) own.push(word.slice(1));
    } else {
      place.push(word);
      own.push(word);
    }
  }
  return { place: place.length ? place : words, own };
}

async function readPlaceNames(ctx: SearchContext, list: string[]): Promise<PlaceName[]> {
  const { place, own } = unitApart(list);
  const keyword = place.join(' ');
  const words = JSON.stringify(own);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // `<%` lets the trigram index find names above this threshold (this transaction only).
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${SIMILARITY}, true)`);
    return queryRows<PlaceName>(sql`
      select t.name, t.label, array(select w from json_array_elements_text(${words}::json) as w where word_similarity(w, t.name) = 0) as rest, t.similarity::float8 as similarity
      from (select lower(value) as name, (array_agg(value order by listings desc, value))[1] as label,
                   max(word_similarity(${keyword}, lower(value))) as similarity, sum(listings) as listings
            from search_terms
            where key in (${sql.join(KEYWORD_PLACES.map((k) => sql`${k}`), sql`, `)})
              and source_id = any(${intArray(ctx.scope.sourceIds)}::int[]) and ${keyword} <% lower(value)
            group by lower(value)) t
      order by t.similarity desc, t.listings desc, t.name limit ${NAMES_READ}`, tx);
  });
}

/**
 * A page of listings for a keyword no listing holds, with the query's other filters. First the
 * listings holding the closest name (or one as close) and the keyword's other words, closest
 * address (or subdivision) first: "45 Main Stret" puts 45 Main Street first. Then those holding
 * the closest name, then the next, each in the chosen order: a misspelt town lists the town's
 * homes as a search for the town would.
 */
export async function fuzzyKeywordPage(ctx: SearchContext, query: SearchQuery, typed: string, sort: Sort, perPage: number): Promise<FuzzyPage> {
  const words = fuzzyWords(typed);
  const keyword = words.join(' ');
  const names = await placeNames(ctx, words);
  const nothing: FuzzyPage = { rows: [], total: 0, totalCapped: false, places: [] };
  if (!names.length) return nothing;
  const index = await mapIndexFor(ctx.scope);
  // The first `upTo` of the query's listings holding these words, in the chosen order (pageIds).
  const holding = (held: string[], upTo: number) => {
    const near = { ...query, keyword: held };
    return pageIds(ctx, near, searchConditions(near, ctx), sort, 1, upTo, index);
  };
  const chosen: number[] = [];
  // The names that put a listing on the page, in the order of their first listing there.
  const used: string[] = [];
  const choose = (id: number, name: PlaceName) => {
    chosen.push(id);
    if (!used.includes(name.label)) used.push(name.label);
  };
  // The words the closest name leaves are the keyword's own (a house number), looked for with the
  // names as close as it. A less close name's other words are the typo it matched less well
  // ("Weks" for Sound Avenue), and looking costs a scan per name.
  const { rest: own, similarity: closest } = names[0]!;
  const withRest = names.filter((n) => n.similarity === closest).map((n) => ({ ...n, rest: n.rest.filter((w) => own.includes(w)) })).filter((n) => n.rest.length);
  if (withRest.length) {
    const runs = withRest.map((n, r) => sql`select id, ${r}::int as r, n from unnest(array(${holding([n.name, ...n.rest], CANDIDATES).ids})) with ordinality as u(id, n)`);
    const ranked = await queryRows<{ id: number; r: number }>(sql`
      select c.id, c.r from (select distinct on (id) id, r, n from (${sql.join(runs, sql` union all `)}) u order by id, r, n) c
      join properties p on p.id = c.id
      order by greatest(word_similarity(${keyword}, p.unparsed_address), word_similarity(${keyword}, coalesce(p.subdivision_name, ''))) desc, c.r, c.n
      limit ${perPage}`);
    for (const { id, r } of ranked) choose(id, withRest[r]!);
  }
  for (const name of names) {
    if (chosen.length >= perPage) break;
    // Enough for a page past those already chosen.
    const { ids, fromIndex } = holding([name.name], perPage + chosen.length);
    const found = fromIndex ? fromIndex.ids : (await queryRows<{ id: number }>(sql`select * from unnest(array(${ids})) as t(id)`)).map((r) => r.id);
    for (const id of found) if (chosen.length < perPage && !chosen.includes(id)) choose(id, name);
  }
  if (!chosen.length) return nothing;
  const rows = await listingsInOrder(ctx.scope.companyId, sql`select unnest(${intArray(chosen)}::int[])`);
  return { rows, total: rows.length, totalCapped: false, places: used };
}

/** Ids as a PostgreSQL array literal, one parameter however many. */
const intArray = (ids: number[]): string => `{${ids.join(',')}}`;
