import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activities, eAlerts } from '@/lib/db/schema';
import { notFound, unprocessable } from '@/lib/http/errors';
import { requireLeadRow } from '@/lib/leads/lead-row';
import { searchConfig } from '@/lib/search/search-config-server';
import type { SearchConfig } from '@/lib/search/search-config';
import type { Company } from '@/lib/tenancy/company';
import { readCriteria, type Criteria, type CriteriaInput } from './criteria';
import { requireCriteria } from './require-criteria';
import { DEFAULT_FREQUENCY, type EAlertFrequency } from './frequencies';
import { findMatchingAlert } from './match';
import { cleanName, defaultAlertName, uniqueName } from './naming';
import { criteriaSummary } from './summary';
import type { EAlert } from './types';

/** Enough for anyone's searches; beyond it a script is filling the table (and every alert costs a mail run). */
export const MAX_ALERTS_PER_LEAD = 100;

type Row = typeof eAlerts.$inferSelect;

function toJson(row: Row): EAlert {
  return {
    id: row.id,
    criteria: row.criteria,
    customName: row.customName,
    description: row.description,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A save that would repeat a search the lead has: SPEC §4 says the alert exists already. */
export interface Duplicate {
  kind: 'duplicate';
  existing: EAlert;
}
export type Saved = { kind: 'saved'; alert: EAlert } | Duplicate;

const ownedBy = (companyId: number, leadId: number) => and(eq(eAlerts.companyId, companyId), eq(eAlerts.leadId, leadId));

/** Checked criteria (422 naming bad keys) and the description they get when none is given. */
function checkedCriteria(input: CriteriaInput, config: SearchConfig): { criteria: Criteria; description: string } {
  const { criteria } = requireCriteria(input, config.ctx, 'ealert.criteria');
  return { criteria, description: criteriaSummary(criteria, config) };
}

/** Descriptions follow the names' rule: tidied and cut to 255 characters (SPEC §5). */
const cutDescription = (text: string | null | undefined) => cleanName(text);

/** GET /api/leads/me/e-alerts: the lead's alerts, newest first. */
export async function listEAlerts(companyId: number, leadId: number): Promise<EAlert[]> {
  const db = await getDb();
  await requireLeadRow(db, companyId, leadId);
  const rows = await db.select().from(eAlerts).where(ownedBy(companyId, leadId)).orderBy(desc(eAlerts.createdAt), desc(eAlerts.id));
  return rows.map(toJson);
}

export interface NewEAlert {
  criteria: CriteriaInput;
  customName?: string | null;
  description?: string | null;
  frequency?: EAlertFrequency;
}

/** POST /api/leads/me/e-alerts: the saved alert, or the lead's alert with the same criteria. */
export async function createEAlert(company: Company, leadId: number, input: NewEAlert): Promise<Saved> {
  const config = await searchConfig(company);
  const { criteria, description } = checkedCriteria(input.criteria, config);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireLeadRow(tx, company.id, leadId, true);
    const mine = await tx.select().from(eAlerts).where(ownedBy(company.id, leadId));
    const same = findMatchingAlert(mine, criteria);
    if (same) return { kind: 'duplicate', existing: toJson(same) };
    if (mine.length >= MAX_ALERTS_PER_LEAD) throw unprocessable(`You can keep up to ${MAX_ALERTS_PER_LEAD} saved searches: delete one first`);
    const wanted = cleanName(input.customName) ?? defaultAlertName(readCriteria(criteria));
    const [row] = await tx
      .insert(eAlerts)
      .values({
        companyId: company.id,
        leadId,
        criteria,
        customName: uniqueName(wanted, mine.map((a) => a.customName)),
        description: cutDescription(input.description) ?? description,
        frequency: input.frequency ?? DEFAULT_FREQUENCY,
      })
      .returning();
    return { kind: 'saved', alert: toJson(row!) };
  });
}

export interface EAlertChanges {
  criteria?: CriteriaInput;
  customName?: string | null;
  description?: string | null;
  frequency?: EAlertFrequency;
}

/**
 * PUT /api/leads/me/e-alerts/{id}. Another lead's alert, or one of another company, is not
 * found (404), exactly like an id that does not exist. A new frequency is recorded as an
 * e-alert-frequency-changed activity for the lead's agent to see.
 */
export async function updateEAlert(company: Company, leadId: number, id: number, changes: EAlertChanges): Promise<Saved> {
  const config = await searchConfig(company);
  const checked = changes.criteria === undefined ? null : checkedCriteria(changes.criteria, config);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireLeadRow(tx, company.id, leadId, true);
    const [current] = await tx.select().from(eAlerts).where(and(ownedBy(company.id, leadId), eq(eAlerts.id, id))).limit(1);
    if (!current) throw notFound('Saved search not found');
    const others = await tx.select().from(eAlerts).where(and(ownedBy(company.id, leadId), ne(eAlerts.id, id)));
    const criteria = checked?.criteria ?? current.criteria;
    if (checked) {
      const same = findMatchingAlert(others, checked.criteria);
      if (same) return { kind: 'duplicate', existing: toJson(same) };
    }
    const patch: Partial<typeof eAlerts.$inferInsert> = { updatedAt: new Date() };
    if (checked) patch.criteria = checked.criteria;
    if (changes.customName !== undefined) {
      const wanted = cleanName(changes.customName) ?? defaultAlertName(readCriteria(criteria));
      // Keeping one's own name (or changing only its case) is no clash with oneself.
      patch.customName = uniqueName(wanted, others.map((a) => a.customName));
    }
    if (changes.description !== undefined) patch.description = cutDescription(changes.description);
    else if (checked) patch.description = checked.description;
    if (changes.frequency !== undefined && changes.frequency !== current.frequency) {
      patch.frequency = changes.frequency;
      // The delivery job recomputes the due time from the new frequency (docs/e-alerts.md).
      patch.nextDueAt = null;
    }
    const [row] = await tx.update(eAlerts).set(patch).where(and(ownedBy(company.id, leadId), eq(eAlerts.id, id))).returning();
    if (changes.frequency !== undefined && changes.frequency !== current.frequency) {
      await tx.insert(activities).values({
        companyId: company.id,
        leadId,
        type: 'e-alert-frequency-changed',
        data: { eAlertId: id, name: row!.customName, from: current.frequency, to: changes.frequency, via: 'saved-searches' },
      });
    }
    return { kind: 'saved', alert: toJson(row!) };
  });
}

/** DELETE /api/leads/me/e-alerts/{id}: gone, or 404 when it is not this lead's. */
export async function deleteEAlert(companyId: number, leadId: number, id: number): Promise<void> {
  const db = await getDb();
  await requireLeadRow(db, companyId, leadId);
  const deleted = await db.delete(eAlerts).where(and(ownedBy(companyId, leadId), eq(eAlerts.id, id))).returning({ id: eAlerts.id });
  if (deleted.length === 0) throw notFound('Saved search not found');
}

