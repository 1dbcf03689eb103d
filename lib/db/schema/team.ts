import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId } from './leads';
import { createdAt, id } from './columns';

/** bytea as a Node Buffer (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A set-password link sent to an invited agent (lib/crm/team-invite.ts). Only the SHA-256 of
 * the token is kept: a copy of the table signs nobody in. A link works once (`used_at`), until
 * `expires_at`, and a newer invite to the same agent retires it (`revoked_at`).
 */
export const agentInvites = pgTable(
  'agent_invites',
  {
    id: id(),
    companyId: companyId(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('agent_invites_token_uq').on(t.tokenHash), index('agent_invites_agent_idx').on(t.companyId, t.agentId)],
);

/**
 * An agent's uploaded photo, re-encoded to a square JPEG (DESIGN §11: uploaded images live in
 * the database, not in one instance's DATA_DIR). `agents.photo_url` names it with `version`
 * so a new photo is a new URL and the old one can be cached for good.
 */
export const agentPhotos = pgTable('agent_photos', {
  agentId: integer('agent_id').primaryKey().references(() => agents.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  version: text('version').notNull(),
  jpeg: bytes('jpeg').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
