import type { Narrow } from './predicate';

/**
 * What a keyword is matched against (lib/search/conditions.ts): the address or the subdivision
 * holding it, case aside (ILIKE), or the MLS number equal to it. Each listing is held as
 * `lower(address) \x01 lower(subdivision) \x02 listing_id \x00`, lowered by the database so
 * the case folding is SQL's own. Listings are packed into one string per TEXT_CHUNK listings:
 * JavaScript's indexOf over a flat one-byte string finds a word in 50 MB in ~12 ms at 1M
 * listings (Buffer.indexOf took three times as long, a call into C++ per hit), and chunks keep
 * every string far below V8's length limit at any size. About 60 bytes per listing.
 */
export interface KeywordText {
  chunks: string[];
  /** Where listing i starts in chunk ⌊i / TEXT_CHUNK⌋. */
  starts: Uint32Array;
  /**
   * Which listings a word matches, for the last few words scanned (a map panned with one keyword
   * asks again and again); null: none does (a misspelt word, asked again by its fuzzy fallback).
   */
  matches: Map<string, WordMatches | null>;
}

export interface WordMatches {
  /** 1 for each listing the word matches. */
  marks: Uint8Array;
  /** Those listings in order, when they are few (at most SEED_SHARE of the index): a search holding the word looks at them alone. */
  listings: Uint32Array | null;
}

const TEXT_CHUNK = 20_000;
/** Words whose matches are kept per index (each a byte per listing: 1 MB at 1M). */
const KEPT_WORDS = 8;
/** Below this share of the index, a narrow tests its listings one by one instead of scanning every listing. */
const SCAN_SHARE = 1 / 16;
/** A word matching at most this share of the index keeps its listings' numbers (4 bytes each) as a search's seed. */
const SEED_SHARE = 1 / 4;

/** Separators no keyword the index answers may hold (plainWord), so a match never spans two fields. */
const SEPARATORS = /[\x00-\x02]/g;
const ASCII_PRINTABLE = /^[\x20-\x7e]+$/;

/**
 * A word the index can match as SQL does: printable ASCII, whose lowering is the same in
 * JavaScript as in a database that lowers ASCII the usual way (checked on load:
 * `lowersAscii`). Any other word (an accent, a Turkish İ) is left to SQL.
 */
const plainWord = (word: string): boolean => ASCII_PRINTABLE.test(word);

/** Every printable ASCII character, to check the database lowers them as JavaScript does (not so under a Turkish locale). */
export const ASCII_SAMPLE = Array.from({ length: 0x7f - 0x20 }, (_, k) => String.fromCharCode(0x20 + k)).join('');
export const lowersAscii = (databaseLowered: string): boolean => databaseLowered === ASCII_SAMPLE.toLowerCase();

/** A narrow per keyword (every one must match, as in SQL); null when one is left to SQL; false when a word is known to match nothing. */
export function keywordNarrows(text: KeywordText | null, size: number, words: string[]): Narrow[] | false | null {
  if (!words.length) return [];
  if (!text || !words.every(plainWord)) return null;
  if (words.some((word) => text.matches.get(word) === null)) return false;
  return words.map((word) => keywordNarrow(text, size, word));
}

/**
 * The listings of the rarest keyword whose matches are known and few, in order: only they can
 * match the search (an MLS number, a street among a million listings). Null: look at every listing.
 */
export function keywordSeed(text: KeywordText | null, words: string[]): Uint32Array | null {
  let seed: Uint32Array | null = null;
  for (const word of words) {
    const listings = text?.matches.get(word)?.listings;
    if (listings && (!seed || listings.length < seed.length)) seed = listings;
  }
  return seed;
}

/** Builds a KeywordText listing by listing, in listing-number order. */
export function keywordTextBuilder(capacity: number) {
  const chunks: string[] = [];
  const starts = new Uint32Array(capacity);
  let parts: string[] = [];
  let length = 0;
  let count = 0;
  const flush = () => {
    chunks.push(parts.join(''));
    parts = [];
    length = 0;
  };
  return {
    /** `address` and `subdivision` already lowered by the database. */
    add(address: string, subdivision: string | null, listingId: string): void {
      const text = `${clean(address)}\x01${clean(subdivision ?? '')}\x02${clean(listingId)}\x00`;
      starts[count++] = length;
      parts.push(text);
      length += text.length;
      if (count % TEXT_CHUNK === 0) flush();
    },
    finish(): KeywordText {
      if (parts.length) flush();
      return { chunks, starts, matches: new Map() };
    },
  };
}

const clean = (s: string) => s.replace(SEPARATORS, '\x03');

/**
 * Keeps the listings a keyword matches (`word` is a plainWord). A narrow over a few listings
 * (a zoomed-in map, the first steps of a list) tests each; once it has tested a sixteenth of
 * the index, it finds the word's matches in one scan of every listing, kept for the next ask.
 */
function keywordNarrow(text: KeywordText, size: number, word: string): Narrow {
  const lower = word.toLowerCase();
  let tested = 0;
  return (sel, n) => {
    let matched = text.matches.get(word);
    tested += n;
    if (matched === undefined && tested > size * SCAN_SHARE) matched = keepMatches(text, size, word, wordMatches(text, size, word));
    if (matched === null) return 0;
    let k = 0;
    if (matched) {
      const { marks } = matched;
      for (let j = 0; j < n; j++) if (marks[sel[j]!] === 1) sel[k++] = sel[j]!;
      return k;
    }
    for (let j = 0; j < n; j++) if (listingMatches(text, size, sel[j]!, word, lower)) sel[k++] = sel[j]!;
    return k;
  };
}

function keepMatches(text: KeywordText, size: number, word: string, marks: Uint8Array): WordMatches | null {
  let count = 0;
  for (let i = 0; i < size; i++) count += marks[i]!;
  let listings: Uint32Array | null = null;
  if (count <= size * SEED_SHARE) {
    listings = new Uint32Array(count);
    for (let i = 0, k = 0; k < count; i++) if (marks[i] === 1) listings[k++] = i;
  }
  const kept = count ? { marks, listings } : null;
  text.matches.set(word, kept);
  if (text.matches.size > KEPT_WORDS) text.matches.delete(text.matches.keys().next().value!);
  return kept;
}

/** The text of listing i: `lower(address) \x01 lower(subdivision) \x02 listing_id`. */
function listingText(text: KeywordText, size: number, i: number): string {
  const chunk = text.chunks[Math.floor(i / TEXT_CHUNK)]!;
  const last = i + 1 === size || (i + 1) % TEXT_CHUNK === 0;
  return chunk.slice(text.starts[i]!, (last ? chunk.length : text.starts[i + 1]!) - 1);
}

/** Whether listing i matches the word (`lower`: the word lowered), tested alone (the scan below must agree: tests/db/map-index.test.ts). */
export function listingMatches(text: KeywordText, size: number, i: number, word: string, lower: string): boolean {
  const s = listingText(text, size, i);
  const id = s.indexOf('\x02');
  const at = s.indexOf(lower);
  return (at >= 0 && at < id) || (s.length - id - 1 === word.length && s.endsWith(word));
}

/** One scan of every chunk: the lowered word in an address or subdivision, then `\x02word\x00` as a whole MLS number. */
export function wordMatches(text: KeywordText, size: number, word: string): Uint8Array {
  const matched = new Uint8Array(size);
  const lower = word.toLowerCase();
  const whole = `\x02${word}\x00`;
  text.chunks.forEach((chunk, c) => {
    const first = c * TEXT_CHUNK;
    const end = Math.min(size, first + TEXT_CHUNK);
    const startOf = (i: number) => (i < end ? text.starts[i]! : chunk.length);
    // Hits come in order: the listing holding one is found by walking forward from the last.
    for (let pos = chunk.indexOf(lower), i = first; pos >= 0; ) {
      while (startOf(i + 1) <= pos) i++;
      if (pos < chunk.indexOf('\x02', startOf(i))) matched[i] = 1;
      pos = chunk.indexOf(lower, startOf(i + 1));
    }
    for (let pos = chunk.indexOf(whole), i = first; pos >= 0; pos = chunk.indexOf(whole, pos + 1)) {
      while (startOf(i + 1) <= pos) i++;
      matched[i] = 1;
    }
  });
  return matched;
}
