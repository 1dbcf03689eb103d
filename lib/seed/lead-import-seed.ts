import { and, eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import * as t from '@/lib/db/schema';
import { type CrmSeedContext, DAY } from './crm-context';

/** The file the timelines' auto-import activities name (lib/seed/activity-catalogue.ts). */
const FILE_NAME = 'open-house-sign-ins.csv';

/** Rows a brokerage's sign-in sheet typically gets wrong, refused with the reasons the import gives. */
const REFUSED: { cells: string[]; reason: string }[] = [
  { cells: ['Walk-in', '', 'no e-mail given', '', 'Open house'], reason: 'email: Give an email address or a phone number' },
  { cells: ['=HYPERLINK("http://example.com","Prize")', 'Entry', 'prize@', '', 'Open house'], reason: 'email: Please enter a valid email address' },
  { cells: ['Pat', 'Quinn', 'pat.quinn@example.com', '555-01', 'Open house'], reason: 'phone: Please enter a valid phone number' },
];

/**
 * Issue 17 demo data: one finished CSV import on /importing — the company's leads whose source is
 * "Import", as rows of the file, created two days ago, and three refused rows in its error file.
 * Deterministic: the leads and `now` decide everything.
 */
export async function seedLeadImport(ctx: CrmSeedContext): Promise<void> {
  const imported = ctx.leads.filter((l) => l.source === 'Import');
  if (imported.length === 0) return;
  const contacts = await ctx.db.select({ id: t.leads.id, email: t.leads.email, phone: t.leads.phone }).from(t.leads)
    .where(and(eq(t.leads.companyId, ctx.companyId), inArray(t.leads.id, imported.map((l) => l.id))));
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const header = ['First Name', 'Last Name', 'Email', 'Phone', 'Source'];
  const good = imported.map((l) => [l.firstName, l.lastName, byId.get(l.id)?.email ?? '', byId.get(l.id)?.phone ?? '', 'Open house']);
  // The refused rows sit among the good ones, as in a real sheet: after the 2nd, 5th and last.
  const rows = [...good];
  const at = [Math.min(2, rows.length), Math.min(5, rows.length + 1), rows.length + 2];
  const errors = REFUSED.map((r, i) => { rows.splice(at[i]!, 0, r.cells); return { ...r, rowNumber: at[i]! + 1 }; });
  const started = new Date(ctx.now.getTime() - 2 * DAY);
  const [job] = await ctx.db.insert(t.leadImports).values({
    companyId: ctx.companyId, agentId: ctx.brokerId, fileName: FILE_NAME, csv: stringify([header, ...rows], { record_delimiter: 'windows' }),
    mapping: { 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', Phone: 'phone', Source: 'source' },
    dedupe: 'merge', tags: ['open-house'], status: 'succeeded', total: rows.length, processed: rows.length,
    created: good.length, merged: 0, skipped: 0, failed: errors.length,
    createdAt: started, startedAt: started, finishedAt: new Date(started.getTime() + 40_000),
  }).returning({ id: t.leadImports.id });
  if (!job) return;
  await ctx.db.insert(t.leadImportErrors).values(errors.map((e) => ({ companyId: ctx.companyId, importId: job.id, rowNumber: e.rowNumber, reason: e.reason, cells: e.cells })));
}
