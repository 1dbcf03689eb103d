import { foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { eAlerts } from './leads';
import { outgoingMail } from './mail';
import { properties } from './properties';
import { companies } from './tenancy';

/**
 * Each listing update an e-alert has mailed, keyed by what changed (`change_key`, e.g. the
 * status and price): the same update is never sent twice, a later change is.
 */
export const eAlertSentUpdates = pgTable(
  'e_alert_sent_updates',
  {
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    eAlertId: integer('e_alert_id').notNull(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    changeKey: text('change_key').notNull(),
    mailId: integer('mail_id').references(() => outgoingMail.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eAlertId, t.propertyId, t.changeKey] }),
    foreignKey({ columns: [t.eAlertId], foreignColumns: [eAlerts.id] }).onDelete('cascade'),
    index('e_alert_sent_updates_mail_idx').on(t.mailId),
  ],
);

/**
 * Idempotency-Key values of writes already done (the browser's API client sends one per
 * call, the same on every retry): a replay is refused with 409 instead of done twice.
 * Rows older than a day are pruned.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The first answer, replayed to a retry of the same call (null while it runs). */
    status: smallint('status'),
    response: text('response'),
    setCookie: text('set_cookie').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('request_keys_created_idx').on(t.createdAt)],
);
