import 'server-only';
import type { mlsSources } from '@/lib/db/schema';
import { createResoClient, readResoFile } from '@/lib/reso/odata-client';
import type { FeedAuth, ResoPage, ResoRecord } from '@/lib/reso/types';

export interface RecordPage {
  records: ResoRecord[];
  /** How many records the whole run will bring, when the feed says (first page only). */
  total: number | null;
}

export interface FeedReader {
  /** Pages of records changed at or after `since` (all of them when null), oldest change first. */
  pages(since: Date | null): AsyncGenerator<RecordPage>;
  /** Every ListingKey the feed has now (key reconciliation). */
  keys(): AsyncGenerator<string[]>;
  /** Photo lists for listings whose page came without them (a feed whose Media is its own resource). */
  media(keys: string[]): Promise<Map<string, unknown[]>>;
}

export const PAGE_SIZE = 1000;
const MEDIA_KEYS_PER_ASK = 50;

type Source = typeof mlsSources.$inferSelect;

/** A feed's records, whichever kind it is. */
export function feedReader(source: Source, auth: FeedAuth | null, options: { allowLocalFiles: boolean; pageSize?: number }): FeedReader {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  return source.kind === 'reso-file' ? fileReader(source, auth, options.allowLocalFiles, pageSize) : webApiReader(source, auth, pageSize);
}

const odataTime = (date: Date) => date.toISOString();
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

function webApiReader(source: Source, auth: FeedAuth | null, pageSize: number): FeedReader {
  const client = createResoClient({ url: source.url, resource: source.resource, auth });
  const narrowed = (filter: string | null) => [filter, source.filter ? `(${source.filter})` : null].filter(Boolean).join(' and ') || undefined;
  /** A first page and every page its nextLinks lead to. */
  async function* follow(first: ResoPage): AsyncGenerator<ResoPage> {
    for (let page: ResoPage | null = first; page; page = page.nextLink ? await client.fetchPage(page.nextLink) : null) yield page;
  }
  // Media embedded in each record when the server offers $expand=Media; asked for separately otherwise.
  let expandMedia = true;
  return {
    async *pages(since) {
      const query = (expand: boolean) =>
        client.resourceUrl({
          filter: narrowed(since ? `ModificationTimestamp ge ${odataTime(since)}` : null),
          orderby: 'ModificationTimestamp asc,ListingKey asc',
          top: pageSize,
          count: true,
          expand: expand ? 'Media' : undefined,
        });
      let first;
      try {
        first = await client.fetchPage(query(true));
      } catch (error) {
        // A server without Media as a navigation property refuses the first ask (400/404).
        if (!isRefusal(error)) throw error;
        expandMedia = false;
        first = await client.fetchPage(query(false));
      }
      for await (const page of follow(first)) yield { records: page.records, total: page === first ? page.count : null };
    },
    async *keys() {
      const first = await client.fetchPage(client.resourceUrl({ filter: narrowed(null), select: ['ListingKey'], orderby: 'ListingKey asc', top: pageSize * 10 }));
      for await (const page of follow(first)) yield keysOf(page.records);
    },
    async media(keys) {
      const found = new Map<string, unknown[]>();
      if (expandMedia || keys.length === 0) return found;
      for (let i = 0; i < keys.length; i += MEDIA_KEYS_PER_ASK) {
        const chunk = keys.slice(i, i + MEDIA_KEYS_PER_ASK);
        const first = await client.fetchPage(
          client.resourceUrl({ filter: `ResourceRecordKey in (${chunk.map(quote).join(',')})`, orderby: 'ResourceRecordKey asc,Order asc', top: pageSize * 10 }, 'Media'),
        );
        for await (const page of follow(first)) {
          for (const media of page.records) {
            const key = typeof media.ResourceRecordKey === 'string' ? media.ResourceRecordKey : null;
            if (key) found.set(key, [...(found.get(key) ?? []), media]);
          }
        }
      }
      return found;
    },
  };
}

function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 || status === 404 || status === 501;
}

function keysOf(records: ResoRecord[]): string[] {
  return records.flatMap((r) => (typeof r.ListingKey === 'string' && r.ListingKey.trim() ? [r.ListingKey.trim()] : []));
}

/**
 * A RESO JSON file read whole (files are what small feeds and the demo send), then served in the
 * same pages as the Web API: the records changed since the cursor, oldest change first.
 */
function fileReader(source: Source, auth: FeedAuth | null, allowLocal: boolean, pageSize: number): FeedReader {
  let loaded: Promise<ResoRecord[]> | null = null;
  const all = () => (loaded ??= readResoFile(source.url, { allowLocal, auth }));
  return {
    async *pages(since) {
      const records = (await all()).filter((r) => {
        if (!since) return true;
        const at = typeof r.ModificationTimestamp === 'string' ? Date.parse(r.ModificationTimestamp) : NaN;
        // A record without a usable timestamp still reaches the mapping, which names it in the errors.
        return Number.isNaN(at) || at >= since.getTime();
      });
      records.sort((a, b) => String(a.ModificationTimestamp ?? '').localeCompare(String(b.ModificationTimestamp ?? '')) || String(a.ListingKey ?? '').localeCompare(String(b.ListingKey ?? '')));
      for (let i = 0; i < records.length || i === 0; i += pageSize) yield { records: records.slice(i, i + pageSize), total: i === 0 ? records.length : null };
    },
    async *keys() {
      yield keysOf(await all());
    },
    async media() {
      return new Map();
    },
  };
}
