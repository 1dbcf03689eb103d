import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { onNewLead, type AfterCommit } from '@/lib/automation/new-lead';
import type { Db } from '@/lib/db/client';
import { activities, leadImportErrors, leads, notes, type ImportDedupe } from '@/lib/db/schema';
import { fieldErrors } from '@/lib/http/zod-errors';
import type { Company } from '@/lib/tenancy/company';
import { newLeadBody, type NewLeadBody } from '../lead-create';
import type { ImportField } from './fields';
import { IMPORT_SOURCE, readImportRow } from './row';

/** What every batch of one import run shares: read once, before any transaction (PGlite has one connection). */
export interface ImportRun {
  importId: number;
  company: Company;
  /** The admin who uploaded the file: the notes are theirs. */
  agentId: number | null;
  fileName: string;
  dedupe: ImportDedupe;
  tags: string[];
  source: string | null;
  columns: ReadonlyArray<readonly [number, ImportField]>;
  rows: string[][];
  /** Active agents (not lenders) of the company by lower-case e-mail. */
  agentsByEmail: ReadonlyMap<string, number>;
  now: Date;
}

export interface BatchCounts {
  created: number;
  merged: number;
  skipped: number;
  failed: number;
}

interface ValidRow {
  rowNumber: number;
  lead: NewLeadBody;
  notes: string | null;
  buyerAgentId: number | null;
}

type LeadFields = Pick<typeof leads.$inferSelect, 'firstName' | 'lastName' | 'email' | 'phone' | 'source' | 'tags' | 'buyerAgentId' | 'isSeller'>;

/** A lead this batch creates or merges into; `id` is null until a new one is inserted. */
interface Target {
  id: number | null;
  fields: LeadFields;
  /** The new lead's own row (for its `created` activity). */
  row: ValidRow | null;
  /** Fields a merge changed on an existing lead (what its UPDATE sets). */
  changed: Set<keyof LeadFields>;
}

interface Merge {
  target: Target;
  row: ValidRow;
  changed: string[];
}

const lower = (email: string | null | undefined) => (email ? email.toLowerCase() : null);

/** The reason a refused row gets in the error file: every field's problem, "field: message" each. */
function reasonOf(errors: Record<string, string>): string {
  return Object.entries(errors).map(([field, message]) => (field === '_' ? message : `${field}: ${message}`)).join('; ');
}

/**
 * Fills what the lead lacks from the row (DESIGN §11 merge): empty fields only, tags added,
 * never a blank over a value; the stage stays the lead's (the agents' work, not the file's).
 */
function mergeInto(target: Target, row: ValidRow, byEmail: Map<string, Target>): string[] {
  const f = target.fields;
  const changed: (keyof LeadFields)[] = [];
  const fill = <K extends 'firstName' | 'lastName' | 'phone' | 'source'>(key: K, value: string | undefined) => {
    if (value && !f[key]) { f[key] = value; changed.push(key); }
  };
  fill('firstName', row.lead.firstName ?? undefined);
  fill('lastName', row.lead.lastName ?? undefined);
  fill('phone', row.lead.phone);
  fill('source', row.lead.source);
  // An address another lead of the company has would break the unique index: that lead is the duplicate, not this one.
  if (row.lead.email && !f.email && !byEmail.has(row.lead.email.toLowerCase())) { f.email = row.lead.email; changed.push('email'); }
  const added = (row.lead.tags ?? []).filter((t) => !f.tags.includes(t));
  if (added.length > 0) { f.tags = [...f.tags, ...added]; changed.push('tags'); }
  if (row.buyerAgentId !== null && f.buyerAgentId === null) { f.buyerAgentId = row.buyerAgentId; changed.push('buyerAgentId'); }
  if (row.lead.seller === true && !f.isSeller) { f.isSeller = true; changed.push('isSeller'); }
  for (const key of changed) target.changed.add(key);
  return changed;
}

/**
 * One batch of rows [start, start + size) in the caller's transaction: each row read and checked
 * with POST /api/crm/leads's schema, duplicates looked up in one query (e-mail or phone, in the
 * company and earlier in the file), new leads inserted in one statement, merges written, the
 * `created` / `auto-import` activities in one statement, refused rows into the error file, and
 * every new lead through onNewLead (via 'import': the lead flow; no welcome mail, smart text or call).
 */
export async function importBatch(tx: Db, run: ImportRun, start: number, size: number): Promise<{ counts: BatchCounts; after: AfterCommit[] }> {
  const counts: BatchCounts = { created: 0, merged: 0, skipped: 0, failed: 0 };
  const { company, importId } = run;
  const refused: { rowNumber: number; reason: string; cells: string[] }[] = [];
  const valid: ValidRow[] = [];
  run.rows.slice(start, start + size).forEach((cells, i) => {
    const rowNumber = start + i + 1;
    const read = readImportRow(cells, run.columns, { tags: run.tags, source: run.source });
    const parsed = newLeadBody.safeParse(read.body);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    let buyerAgentId: number | null = null;
    if (read.buyerAgentEmail !== null) {
      buyerAgentId = run.agentsByEmail.get(read.buyerAgentEmail) ?? null;
      if (buyerAgentId === null) errors.buyerAgentEmail = `no active agent of the company has the address ${read.buyerAgentEmail}`;
    }
    if (!parsed.success || Object.keys(errors).length > 0) refused.push({ rowNumber, reason: reasonOf(errors), cells });
    else valid.push({ rowNumber, lead: parsed.data, notes: read.notes, buyerAgentId });
  });

  const emails = [...new Set(valid.map((r) => lower(r.lead.email)).filter((e): e is string => e !== null))];
  const phones = [...new Set(valid.map((r) => r.lead.phone).filter((p): p is string => Boolean(p)))];
  const matches = emails.length + phones.length === 0 ? [] : await tx
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone, source: leads.source, tags: leads.tags, buyerAgentId: leads.buyerAgentId, isSeller: leads.isSeller })
    .from(leads)
    .where(and(eq(leads.companyId, company.id), or(
      emails.length > 0 ? inArray(sql`lower(${leads.email})`, emails) : undefined,
      phones.length > 0 ? inArray(leads.phone, phones) : undefined,
    )))
    .orderBy(leads.id)
    .for('update');
  const byEmail = new Map<string, Target>();
  const byPhone = new Map<string, Target>();
  const remember = (target: Target) => {
    const email = lower(target.fields.email);
    if (email && !byEmail.has(email)) byEmail.set(email, target);
    if (target.fields.phone && !byPhone.has(target.fields.phone)) byPhone.set(target.fields.phone, target);
  };
  for (const { id, ...fields } of matches) remember({ id, fields, row: null, changed: new Set() });

  const created: Target[] = [];
  const merges: Merge[] = [];
  for (const row of valid) {
    const email = lower(row.lead.email);
    const match = (email ? byEmail.get(email) : undefined) ?? (row.lead.phone ? byPhone.get(row.lead.phone) : undefined);
    if (!match) {
      const target: Target = {
        id: null, row, changed: new Set(),
        fields: {
          firstName: row.lead.firstName ?? null, lastName: row.lead.lastName ?? null, email: row.lead.email ?? null, phone: row.lead.phone ?? null,
          source: row.lead.source || IMPORT_SOURCE, tags: [...new Set(row.lead.tags ?? [])], buyerAgentId: row.buyerAgentId, isSeller: row.lead.seller ?? false,
        },
      };
      created.push(target);
      remember(target);
    } else if (run.dedupe === 'skip') {
      counts.skipped += 1;
    } else {
      merges.push({ target: match, row, changed: mergeInto(match, row, byEmail) });
      remember(match);
    }
  }

  if (created.length > 0) {
    const inserted = await tx.insert(leads).values(created.map(({ fields, row }) => ({
      companyId: company.id, ...fields,
      stage: row?.lead.stage ?? 'new',
      completed: Boolean(fields.email && fields.phone && fields.firstName && fields.lastName),
    }))).returning({ id: leads.id, email: leads.email, phone: leads.phone });
    // No two new leads share their (e-mail, phone): a second would have been a duplicate.
    const key = (email: string | null, phone: string | null) => `${lower(email) ?? ''}|${phone ?? ''}`;
    const ids = new Map(inserted.map((r) => [key(r.email, r.phone), r.id]));
    for (const target of created) target.id = ids.get(key(target.fields.email, target.fields.phone)) ?? null;
  }
  for (const target of new Set(merges.map((m) => m.target))) {
    if (target.row !== null || target.id === null || target.changed.size === 0) continue;
    const set = Object.fromEntries([...target.changed].map((k) => [k, target.fields[k]]));
    await tx.update(leads).set({ ...set, updatedAt: run.now }).where(and(eq(leads.companyId, company.id), eq(leads.id, target.id)));
  }

  const base = { companyId: company.id, agentId: null, occurredAt: run.now };
  const imported = (row: ValidRow, result: 'created' | 'merged', changed?: string[]) => ({
    importId, fileName: run.fileName, row: row.rowNumber, result, provider: 'CSV import', source: row.lead.source || IMPORT_SOURCE, ...(changed ? { changed } : {}),
  });
  const rows: (typeof activities.$inferInsert)[] = [];
  for (const target of created) {
    if (target.id === null || target.row === null) continue;
    const { lead } = target.row;
    rows.push({ ...base, leadId: target.id, type: 'created', data: { source: lead.source || IMPORT_SOURCE, via: 'import', importId, price: lead.price ?? null, city: lead.city ?? null, zip: lead.zip ?? null } });
    rows.push({ ...base, leadId: target.id, type: 'auto-import', data: imported(target.row, 'created') });
  }
  for (const merge of merges) {
    if (merge.target.id !== null) rows.push({ ...base, leadId: merge.target.id, type: 'auto-import', data: imported(merge.row, 'merged', merge.changed) });
  }
  if (rows.length > 0) await tx.insert(activities).values(rows);
  await writeNotes(tx, run, [...created.map((t) => ({ target: t, row: t.row })), ...merges]);
  if (refused.length > 0) await tx.insert(leadImportErrors).values(refused.map((r) => ({ companyId: company.id, importId, ...r }))).onConflictDoNothing();

  const after: AfterCommit[] = [];
  for (const target of created) {
    if (target.id === null) continue;
    after.push(await onNewLead(tx, { company, leadId: target.id, via: 'import', addedBy: run.agentId, now: run.now }));
  }
  counts.created = created.length;
  counts.merged = merges.length;
  counts.failed = refused.length;
  return { counts, after };
}

/** A row's notes become a note on the lead (and its `add-note` activity), by the admin who imported it. */
async function writeNotes(tx: Db, run: ImportRun, items: { target: Target; row: ValidRow | null }[]): Promise<void> {
  for (const { target, row } of items) {
    if (!row?.notes || target.id === null) continue;
    const [note] = await tx.insert(notes).values({ companyId: run.company.id, leadId: target.id, agentId: run.agentId, body: row.notes }).returning({ id: notes.id });
    if (note) await tx.insert(activities).values({ companyId: run.company.id, leadId: target.id, agentId: run.agentId, occurredAt: run.now, type: 'add-note', data: { noteId: note.id, text: row.notes } });
  }
}
