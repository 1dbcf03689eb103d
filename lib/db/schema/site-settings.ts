import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './leads';
import { companies } from './tenancy';
import { createdAt, id } from './columns';

/** bytea as a Node Buffer (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One row per company whose cached view changed (settings, domains, locations, site agent …):
 * `version` is bumped in the transaction that changes it, and every app instance polls the
 * table (at most once a second, one query for all companies) and drops what it cached under an
 * older version (lib/tenancy/cache-versions.ts, DESIGN §11 "Several app instances").
 */
export const companyCacheVersions = pgTable('company_cache_versions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's uploaded site images (logo 300 px wide, mobile logo 50, background 1920: SPEC §9),
 * re-encoded by sharp and kept in the database so every instance serves them (DESIGN §11). The
 * settings name one by its URL `/api/company/images/{version}`; a new upload is a new version,
 * so a served image can be cached for good.
 */
export const companyImages = pgTable(
  'company_images',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind', { enum: ['logo', 'mobile-logo', 'background'] }).notNull(),
    version: text('version').notNull().unique('company_images_version_uq'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytes('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_images_company_idx').on(t.companyId, t.kind)],
);
