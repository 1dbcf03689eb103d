import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { addMonths, currentMonth } from '@/lib/crm/paid-sources-types';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

/**
 * The demo company's paid lead sources (/admin/lsa/booster): four sources over the lead sources
 * the demo's leads carry (lib/seed/lead-mix.ts and people.ts: 'Google ads', 'Zillow',
 * 'Realtor.com', 'Facebook ads' …) with six months of spend, this month's included and one month
 * of Facebook left blank, as an office that has not entered it yet. Deterministic: amounts are fixed.
 */
const SOURCES = [
  { name: 'Google Local Services Ads', matchSources: ['google ads', 'google lsa'], monthlyBudgetCents: 250_000, spend: [231_000, 248_500, 250_000, 219_900, 240_000, 120_000] },
  { name: 'Zillow Premier Agent', matchSources: ['zillow', 'zillow import'], monthlyBudgetCents: 400_000, spend: [400_000, 400_000, 385_000, 400_000, 410_000, 200_000] },
  { name: 'Realtor.com Connections', matchSources: ['realtor.com'], monthlyBudgetCents: 150_000, spend: [150_000, 142_500, 150_000, 150_000, 150_000, 75_000] },
  { name: 'Facebook lead ads', matchSources: ['facebook ads', 'facebook'], monthlyBudgetCents: 80_000, spend: [65_000, 72_050, null, 80_000, 78_000, 31_000] },
] as const;

export async function seedPaidSources(db: Db, companyId: number, now: Date): Promise<void> {
  const existing = await db.select({ id: t.paidSources.id }).from(t.paidSources).where(and(eq(t.paidSources.companyId, companyId))).limit(1);
  if (existing.length) return;
  const thisMonth = currentMonth(now, COMPANY_TIME_ZONE);
  for (const s of SOURCES) {
    const [row] = await db.insert(t.paidSources).values({ companyId, name: s.name, matchSources: [...s.matchSources], monthlyBudgetCents: s.monthlyBudgetCents }).returning({ id: t.paidSources.id });
    if (!row) continue;
    const spend = s.spend.flatMap((amount, i) => (amount === null ? [] : [{ companyId, paidSourceId: row.id, month: `${addMonths(thisMonth, i - 5)}-01`, amountCents: amount }]));
    await db.insert(t.paidSourceSpend).values(spend);
  }
}
