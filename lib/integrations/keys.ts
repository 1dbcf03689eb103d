import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import type { CrmAccess } from '@/lib/crm/access';
import { getDb } from '@/lib/db/client';
import { agents, integrationKeys, type IntegrationScope } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import type { KeyBody } from './input';
import { keyHash, newKey, visiblePrefix } from './key-format';
import type { CreatedKey, IntegrationKeyItem } from './types';

const columns = {
  id: integrationKeys.id, name: integrationKeys.name, scopes: integrationKeys.scopes, prefix: integrationKeys.prefix,
  createdAt: integrationKeys.createdAt, lastUsedAt: integrationKeys.lastUsedAt, revokedAt: integrationKeys.revokedAt,
  creatorId: agents.id, creatorName: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`,
};
type Row = { id: number; name: string; scopes: string[]; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null; creatorId: number | null; creatorName: string | null };

const itemOf = (row: Row): IntegrationKeyItem => ({
  id: row.id, name: row.name, scopes: row.scopes as IntegrationScope[], prefix: row.prefix,
  createdBy: row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? `Agent #${row.creatorId}` },
  createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** GET /api/crm/integrations/keys: the company's keys, live first then revoked, newest first; never the key. */
export async function listKeys(access: CrmAccess): Promise<IntegrationKeyItem[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(integrationKeys)
    .leftJoin(agents, and(eq(agents.id, integrationKeys.createdBy), eq(agents.companyId, integrationKeys.companyId)))
    .where(eq(integrationKeys.companyId, access.companyId))
    .orderBy(sql`${integrationKeys.revokedAt} is not null`, desc(integrationKeys.id));
  return rows.map(itemOf);
}

/** POST /api/crm/integrations/keys: a new key, answered this once; only its hash is kept. */
export async function createKey(access: CrmAccess, body: KeyBody, request: { headers: Headers }): Promise<CreatedKey> {
  const key = newKey();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(integrationKeys).values({
      companyId: access.companyId, name: body.name, scopes: body.scopes, keyHash: keyHash(key), prefix: visiblePrefix(key), createdBy: access.agentId,
    }).returning({ id: integrationKeys.id, createdAt: integrationKeys.createdAt });
    if (!row) throw new Error('The key was not stored');
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'integration.key.create', outcome: 'success', subject: `key ${row.id}`, data: { name: body.name, scopes: body.scopes } }, request, tx);
    const [creator] = await tx.select({ name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` }).from(agents).where(eq(agents.id, access.agentId));
    return {
      id: row.id, name: body.name, scopes: body.scopes, prefix: visiblePrefix(key), createdBy: { id: access.agentId, name: creator?.name ?? `Agent #${access.agentId}` },
      createdAt: row.createdAt.toISOString(), lastUsedAt: null, revokedAt: null, key,
    };
  });
}

/** DELETE /api/crm/integrations/keys/{id}: revoked at once (the next call with it is 401); another company's key is 404. */
export async function revokeKey(access: CrmAccess, id: number, request: { headers: Headers }, now = new Date()): Promise<IntegrationKeyItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: integrationKeys.id }).from(integrationKeys)
      .where(and(eq(integrationKeys.companyId, access.companyId), eq(integrationKeys.id, id))).limit(1);
    if (!found) throw notFound('Key not found');
    await tx.update(integrationKeys).set({ revokedAt: now })
      .where(and(eq(integrationKeys.companyId, access.companyId), eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)));
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'integration.key.revoke', outcome: 'success', subject: `key ${id}` }, request, tx);
    const [row] = await tx.select(columns).from(integrationKeys)
      .leftJoin(agents, and(eq(agents.id, integrationKeys.createdBy), eq(agents.companyId, integrationKeys.companyId)))
      .where(eq(integrationKeys.id, id));
    if (!row) throw notFound('Key not found');
    return itemOf(row);
  });
}
