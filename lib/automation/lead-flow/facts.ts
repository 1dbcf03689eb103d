import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { activities, leadAddresses, properties } from '@/lib/db/schema';
import type { LeadFacts } from './match';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * What the lead flow matches a new lead on, read inside its creating transaction: the
 * `created` activity says what it signed up around (registration writes propertyId and
 * propertyPrice; POST /api/crm/leads writes price, city and zip), the property gives its price
 * and place, and the lead's own address is the fallback for the place (a seller's home).
 */
export async function leadFacts(tx: Db, lead: { companyId: number; id: number; source: string | null; isSeller: boolean }): Promise<LeadFacts> {
  const [created] = await tx.select({ data: activities.data, propertyId: activities.propertyId }).from(activities)
    .where(and(eq(activities.companyId, lead.companyId), eq(activities.leadId, lead.id), eq(activities.type, 'created')))
    .orderBy(asc(activities.occurredAt)).limit(1);
  const data = created?.data ?? {};
  const propertyId = num(data.propertyId) ?? created?.propertyId ?? null;
  const [property] = propertyId === null ? [] : await tx.select({ price: properties.price, city: properties.city, zip: properties.postalCode }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  let city = str(data.city) ?? property?.city ?? null;
  let zip = str(data.zip) ?? property?.zip ?? null;
  if (city === null && zip === null) {
    const [home] = await tx.select({ city: leadAddresses.city, zip: leadAddresses.zip }).from(leadAddresses)
      .where(and(eq(leadAddresses.companyId, lead.companyId), eq(leadAddresses.leadId, lead.id))).orderBy(desc(leadAddresses.createdAt)).limit(1);
    city = home?.city ?? null;
    zip = home?.zip ?? null;
  }
  return {
    source: lead.source,
    price: num(data.propertyPrice) ?? num(data.price) ?? property?.price ?? null,
    city,
    zip,
    seller: lead.isSeller,
  };
}
