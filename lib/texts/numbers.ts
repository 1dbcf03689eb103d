import 'server-only';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Db } from '@/lib/db/client';
import { smsNumbers } from '@/lib/db/schema';

/** E.164 for a number a gateway or an agent gives ("+1 631 555 0101", "6315550101" read as US), or null. */
export function e164(raw: string): string | null {
  if (raw.length > 40) return null;
  const phone = parsePhoneNumberFromString(raw.trim(), 'US');
  return phone?.isValid() ? phone.number : null;
}

/** The number an agent's texts go out from: the agent's own line, else the company's (sms_numbers), else none (the gateway's default). */
export async function senderNumber(tx: Db, companyId: number, agentId: number | null): Promise<string | null> {
  const [row] = await tx
    .select({ phone: smsNumbers.phone })
    .from(smsNumbers)
    .where(and(eq(smsNumbers.companyId, companyId), agentId === null ? isNull(smsNumbers.agentId) : or(eq(smsNumbers.agentId, agentId), isNull(smsNumbers.agentId))))
    .orderBy(sql`${smsNumbers.agentId} is null`, smsNumbers.phone)
    .limit(1);
  return row?.phone ?? null;
}

/** Which company (and agent's line) an inbound text or call's `to` names, or null for a number that is not ours. */
export async function numberOwner(db: Db, phone: string): Promise<{ companyId: number; agentId: number | null } | null> {
  const [row] = await db.select({ companyId: smsNumbers.companyId, agentId: smsNumbers.agentId }).from(smsNumbers).where(eq(smsNumbers.phone, phone)).limit(1);
  return row ?? null;
}
