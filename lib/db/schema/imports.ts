import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companies } from './tenancy';
import { createdAt, id } from './columns';

/** DESIGN §11 "Lead import": an import is queued at upload, running while the job works through it, then succeeded or failed. */
export const IMPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_DEDUPE = ['skip', 'merge'] as const;
export type ImportDedupe = (typeof IMPORT_DEDUPE)[number];

/**
 * One CSV lead import (issue 17). The uploaded text is kept here (not on one instance's disk)
 * so whichever instance runs the job can read it; `processed` is the checkpoint: the rows before
 * it are done, and every batch moves it in the transaction that imports the batch's rows, so a
 * retried job resumes there and no row is imported twice.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** The admin who uploaded it. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** The file as text (decoded at upload: UTF-8, UTF-16 or Windows-1252). */
    csv: text('csv').notNull(),
    /** Column header → lead field. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    dedupe: text('dedupe', { enum: IMPORT_DEDUPE }).notNull(),
    tags: text('tags').array().notNull().default([]),
    source: text('source'),
    /** What the upload noticed (the encoding it decoded), shown with the import. */
    notes: text('notes'),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    merged: integer('merged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Runs that stopped on an error; the third makes the import failed. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the whole import stopped (status failed). */
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('lead_imports_company_id_uq').on(t.companyId, t.id),
    index('lead_imports_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('lead_imports_due_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** A row an import refused: its number in the file (1 = the first row under the header), why, and its cells as read. */
export const leadImportErrors = pgTable(
  'lead_import_errors',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    importId: integer('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    reason: text('reason').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.importId], foreignColumns: [leadImports.companyId, leadImports.id] }).onDelete('cascade'),
    // One line per refused row, ever: a retried batch cannot write it twice.
    unique('lead_import_errors_row_uq').on(t.importId, t.rowNumber),
  ],
);
