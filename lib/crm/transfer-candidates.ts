import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import { TRANSFER_ELIGIBLE } from './transfer-rules';
import type { TransferCandidate, TransferType } from './types';

/** The company's active agents who may receive a lead as `type` (the transfer panel lists only these). */
export async function transferCandidates(access: CrmAccess, type: TransferType): Promise<TransferCandidate[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName, type: agents.type })
    .from(agents)
    .where(and(eq(agents.companyId, access.companyId), eq(agents.isActive, true), inArray(agents.type, [...TRANSFER_ELIGIBLE[type]])))
    .orderBy(asc(agents.firstName), asc(agents.lastName));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, type: r.type }));
}
