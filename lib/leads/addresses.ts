import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { leadAddresses } from '@/lib/db/schema';
import { HttpError, notFound, unprocessable } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { findAddressListing } from './address-listing';
import { parseAddress, type ParsedAddress } from './address-parse';
import type { LeadAddress } from './address-json';
import { requireLeadRow } from './lead-row';

/** A seller has a home or two; past this a script is filling the table. */
export const MAX_ADDRESSES_PER_LEAD = 20;

type Row = typeof leadAddresses.$inferSelect;

export function toAddressJson(row: Row): LeadAddress {
  const { id, address, street, city, state, zip, latitude, longitude, propertyId, estimate, estimateLow, estimateHigh } = row;
  return {
    id, address, street, city, state, zip, latitude, longitude, propertyId, estimate, estimateLow, estimateHigh,
    estimatedAt: row.estimatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (companyId: number, leadId: number) => and(eq(leadAddresses.companyId, companyId), eq(leadAddresses.leadId, leadId));

function parsed(text: string): ParsedAddress {
  const result = parseAddress(text);
  if (!result.ok) throw unprocessable(result.error, { address: result.error });
  return result.value;
}

/** The same address twice is one address (case aside): 409. */
function duplicate(existing: Row): HttpError {
  return new HttpError(409, `This address is already saved: ${existing.address}`, { address: 'This address is already saved' });
}

/**
 * The stored columns of a parsed address, with the position of the listing there (if any).
 * An address a listing has is stored as the listing writes it ("12 main st, riverhead, ny" →
 * "12 Main Street, Riverhead, NY 11901"): one spelling, so the same home typed two ways is one
 * address.
 */
async function addressColumns(company: Company, address: ParsedAddress) {
  const listing = await findAddressListing(company, address);
  return {
    address: listing?.address ?? address.address,
    street: listing?.street ?? address.street,
    city: listing?.city ?? address.city,
    state: address.state,
    zip: listing?.zip ?? address.zip,
    latitude: listing?.latitude ?? null,
    longitude: listing?.longitude ?? null,
    propertyId: listing?.propertyId ?? null,
  };
}

const sameAddress = (address: string) => sql`lower(${leadAddresses.address}) = ${address.toLowerCase()}`;

/** GET /api/leads/me/addresses: newest first. */
export async function listAddresses(companyId: number, leadId: number): Promise<LeadAddress[]> {
  const db = await getDb();
  await requireLeadRow(db, companyId, leadId);
  const rows = await db.select().from(leadAddresses).where(ownedBy(companyId, leadId)).orderBy(desc(leadAddresses.createdAt), desc(leadAddresses.id));
  return rows.map(toAddressJson);
}

/** One of the lead's addresses; another lead's (or company's) id is not found. */
export async function getAddress(companyId: number, leadId: number, id: number): Promise<Row> {
  const db = await getDb();
  await requireLeadRow(db, companyId, leadId);
  const [row] = await db.select().from(leadAddresses).where(and(ownedBy(companyId, leadId), eq(leadAddresses.id, id))).limit(1);
  if (!row) throw notFound('Address not found');
  return row;
}

/** POST /api/leads/me/addresses: the new row (the route values it before answering). */
export async function addAddress(company: Company, leadId: number, text: string): Promise<Row> {
  const address = parsed(text);
  const columns = await addressColumns(company, address);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireLeadRow(tx, company.id, leadId, true);
    const mine = await tx.select().from(leadAddresses).where(ownedBy(company.id, leadId));
    const same = mine.find((a) => a.address.toLowerCase() === columns.address.toLowerCase());
    if (same) throw duplicate(same);
    if (mine.length >= MAX_ADDRESSES_PER_LEAD) throw unprocessable(`You can keep up to ${MAX_ADDRESSES_PER_LEAD} addresses`);
    const [row] = await tx.insert(leadAddresses).values({ companyId: company.id, leadId, ...columns }).returning();
    return row!;
  });
}

/** PUT /api/leads/me/addresses/{id}: the address corrected, its position found again; the updated row. */
export async function updateAddress(company: Company, leadId: number, id: number, text: string): Promise<Row> {
  const address = parsed(text);
  const columns = await addressColumns(company, address);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireLeadRow(tx, company.id, leadId, true);
    const where = and(ownedBy(company.id, leadId), eq(leadAddresses.id, id));
    const [current] = await tx.select({ id: leadAddresses.id }).from(leadAddresses).where(where).limit(1);
    if (!current) throw notFound('Address not found');
    const [same] = await tx.select().from(leadAddresses).where(and(ownedBy(company.id, leadId), ne(leadAddresses.id, id), sameAddress(columns.address))).limit(1);
    if (same) throw duplicate(same);
    const [row] = await tx.update(leadAddresses).set({ ...columns, updatedAt: new Date() }).where(where).returning();
    return row!;
  });
}
