import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './tenancy';

export const FEED_KINDS = ['reso-web-api', 'reso-file'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const FEED_AUTH_TYPES = ['bearer', 'client_credentials'] as const;

/**
 * A listing feed (an MLS): where its records come from and how far replication has got.
 * Listings belong to a source; companies subscribe to sources (company_mls_sources), and the
 * company that added a feed (owner) is the one that may change or sync it (DESIGN §10).
 */
export const mlsSources = pgTable('mls_sources', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  legalDisclaimer: text('legal_disclaimer').notNull().default(''),
  /** Statuses this feed only shows to agents unless a company lists them as visible. */
  restrictedStatuses: text('restricted_statuses').array().notNull().default([]),
  /** The company that added the feed; null for feeds set up by the operator (shared feeds). */
  ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: FEED_KINDS }).notNull().default('reso-file'),
  /** The service root or resource URL (reso-web-api), or the file's path or URL (reso-file). */
  url: text('url').notNull().default(''),
  /** The OData resource listings are read from. */
  resource: text('resource').notNull().default('Property'),
  /** An extra OData $filter the feed is narrowed by (e.g. one county). */
  filter: text('filter'),
  /** bearer | client_credentials | null (no auth); the secrets are in auth_sealed. */
  authType: text('auth_type', { enum: FEED_AUTH_TYPES }),
  /** The auth settings, secrets included, sealed with the feed key (lib/feeds/secrets.ts): never answered. */
  authSealed: text('auth_sealed'),
  /** PropertyType or "PropertyType/PropertySubType" → SPEC type code, over the default map. */
  propertyTypeMap: jsonb('property_type_map').$type<Record<string, string>>().notNull().default({}),
  /** Replicated when the scheduler comes round (false: only by hand). */
  syncEnabled: boolean('sync_enabled').notNull().default(true),
  /**
   * Replication cursor: every record with a ModificationTimestamp before this instant (or at it
   * with a ListingKey up to replicated_key) is stored. Null until a full load finishes.
   */
  replicatedThrough: timestamp('replicated_through', { withTimezone: true, precision: 3 }),
  replicatedKey: text('replicated_key'),
  /** When the feed's keys were last compared with ours (deletions): every full load, else daily. */
  reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  /** When the last run finished well: the "data as of" time on listing pages. */
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which feeds a company lists homes from. */
export const companyMlsSources = pgTable(
  'company_mls_sources',
  {
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').notNull().references(() => mlsSources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sourceId] })],
);

export const FEED_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];

export interface FeedRunError {
  /** The record's ListingKey (or what stood for it), or null for an error of the run itself. */
  key: string | null;
  message: string;
}

/**
 * One sync of a feed: its counts and errors (kept for the admin screen) and where it has got
 * to (checkpoint), so a run that dies mid-way resumes from its last committed page.
 */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: id(),
    sourceId: integer('source_id').notNull().references(() => mlsSources.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FEED_RUN_STATUSES }).notNull().default('queued'),
    full: boolean('full').notNull().default(false),
    /** Who asked: manual (an admin), schedule, cli, seed. */
    trigger: text('trigger').notNull().default('manual'),
    /** listings | deletions | media | finishing: what the run is doing now. */
    phase: text('phase'),
    /** Records the feed said it would send (@odata.count), for the progress bar; null if unknown. */
    total: integer('total'),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    mediaFetched: integer('media_fetched').notNull().default(0),
    mediaFailed: integer('media_failed').notNull().default(0),
    /** The first errors (capped), each naming the record. */
    errors: jsonb('errors').$type<FeedRunError[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    /** Where to go on from after a crash: the next page's URL and the cursor reached. */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Last sign of life from the worker running it. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_runs_source_idx').on(t.sourceId, t.id.desc()),
    // One run per source at a time, whichever instance asks (DESIGN §10).
    uniqueIndex('feed_runs_one_active_uq').on(t.sourceId).where(sql`status in ('queued', 'running')`),
  ],
);
