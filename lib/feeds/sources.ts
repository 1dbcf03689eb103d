import 'server-only';
import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { getDb, type Db } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { companyMlsSources, mlsSources, properties } from '@/lib/db/schema';
import { unprocessable } from '@/lib/http/errors';
import type { FeedAuth } from '@/lib/reso/types';
import { invalidateCompany } from '@/lib/tenancy/company';
import { lastRuns } from './runs';
import { openFeedAuth, sealFeedAuth } from './secrets';
import { ownedSource, subscribedSource, type SourceActor, type SourceRow } from './source-access';
import type { SourceJson } from './source-json';
import { sourceJson } from './source-view';
import { codeFromName, type CreateSourceInput, type EditAuthInput, type EditSourceInput } from './sources-input';

/**
 * The company's MLS feeds (DESIGN §10 admin API): list, add, change, leave. A feed is shared by
 * the companies subscribed to it; the company that added it owns it and alone may change it.
 * Secrets are sealed (lib/feeds/secrets.ts) and never answered (lib/feeds/source-view.ts).
 * Every change is in the audit log, without its secrets.
 */

/** GET /api/admin/sources – the feeds this company lists homes from, with each one's last run. */
export async function listSources(companyId: number): Promise<SourceJson[]> {
  const db = await getDb();
  const rows = await db
    .select({ source: mlsSources })
    .from(mlsSources)
    .innerJoin(companyMlsSources, and(eq(companyMlsSources.sourceId, mlsSources.id), eq(companyMlsSources.companyId, companyId)))
    .orderBy(asc(mlsSources.id));
  const runs = await lastRuns(db, rows.map((r) => r.source.id));
  return rows.map((r) => sourceJson(r.source, companyId, runs.get(r.source.id) ?? null));
}

/** GET one feed of this company's (for the answers of the calls below). */
export async function getSource(companyId: number, sourceId: number): Promise<SourceJson> {
  const db = await getDb();
  const source = await subscribedSource(db, companyId, sourceId);
  const runs = await lastRuns(db, [source.id]);
  return sourceJson(source, companyId, runs.get(source.id) ?? null);
}

/** POST /api/admin/sources – a new feed, owned by and subscribed for this company. */
export async function createSource(actor: SourceActor, input: CreateSourceInput): Promise<SourceJson> {
  const db = await getDb();
  const auth = input.auth ?? null;
  const sealed = auth ? sealFeedAuth(auth) : null;
  const base = codeFromName(input.name);
  // The code is unique: pick the first free "name", "name-2" …; a writer that took it in the
  // meantime makes the insert fail, and we pick again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const id = await db.transaction(async (tx) => {
        const code = await freeCode(tx, base);
        const [row] = await tx
          .insert(mlsSources)
          .values({
            code,
            name: input.name,
            kind: input.kind,
            url: input.url,
            resource: input.resource ?? 'Property',
            filter: input.filter ?? null,
            legalDisclaimer: input.legalDisclaimer ?? '',
            restrictedStatuses: input.restrictedStatuses ?? [],
            propertyTypeMap: input.propertyTypeMap ?? {},
            syncEnabled: input.syncEnabled ?? true,
            authType: auth?.type ?? null,
            authSealed: sealed,
            ownerCompanyId: actor.companyId,
          })
          .returning({ id: mlsSources.id });
        if (!row) throw new Error('insert returned no row');
        await tx.insert(companyMlsSources).values({ companyId: actor.companyId, sourceId: row.id });
        await audit(tx, actor, 'create', row.id, { code, name: input.name, kind: input.kind, url: input.url, auth: auth?.type ?? null });
        return row.id;
      });
      await invalidateCompany(actor.companyId);
      return getSource(actor.companyId, id);
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
  throw new Error(`Could not find a free code for feed "${base}"`);
}

/** PATCH /api/admin/sources/{id} – what is sent changes; only the owner may. */
export async function editSource(actor: SourceActor, sourceId: number, input: EditSourceInput): Promise<SourceJson> {
  const db = await getDb();
  const subscribers = await db.transaction(async (tx) => {
    const source = await ownedSource(tx, actor.companyId, sourceId, true);
    const auth = input.auth === undefined ? undefined : input.auth === null ? null : mergeAuth(input.auth, source);
    // Another place to read from makes the replication cursor meaningless: the next run loads in full.
    const moved = (input.url !== undefined && input.url !== source.url) || (input.resource !== undefined && input.resource !== source.resource) ||
      (input.filter !== undefined && input.filter !== source.filter) || (input.kind !== undefined && input.kind !== source.kind);
    await tx
      .update(mlsSources)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.resource !== undefined ? { resource: input.resource } : {}),
        ...(input.filter !== undefined ? { filter: input.filter } : {}),
        ...(input.legalDisclaimer !== undefined ? { legalDisclaimer: input.legalDisclaimer } : {}),
        ...(input.restrictedStatuses !== undefined ? { restrictedStatuses: input.restrictedStatuses } : {}),
        ...(input.propertyTypeMap !== undefined ? { propertyTypeMap: input.propertyTypeMap } : {}),
        ...(input.syncEnabled !== undefined ? { syncEnabled: input.syncEnabled } : {}),
        ...(auth !== undefined ? { authType: auth?.type ?? null, authSealed: auth ? sealFeedAuth(auth) : null } : {}),
        ...(moved ? { replicatedThrough: null, replicatedKey: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(mlsSources.id, source.id));
    const changed = Object.keys(input).filter((key) => input[key as keyof EditSourceInput] !== undefined);
    await audit(tx, actor, 'edit', source.id, { changed, ...(auth !== undefined ? { auth: auth?.type ?? null } : {}) });
    return subscriberIds(tx, source.id);
  });
  // Its name and restricted statuses are part of every subscriber's company (search scope, pages).
  for (const id of subscribers) await invalidateCompany(id);
  return getSource(actor.companyId, sourceId);
}

/**
 * DELETE /api/admin/sources/{id} – this company stops listing the feed's homes. When no company
 * subscribes any more, the feed goes with its listings (and, by the foreign keys, their photos,
 * favourites, views and e-alert records; activities keep their text without the link). When the
 * owner leaves a feed others still use, it becomes a shared feed nobody may change.
 */
/** Listings deleted per statement when a feed goes. */
const DELETE_BATCH = 2000;

export async function deleteSource(actor: SourceActor, sourceId: number): Promise<{ id: number; removed: boolean; listingsRemoved: number }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const source = await subscribedSource(tx, actor.companyId, sourceId, true);
    await tx.delete(companyMlsSources).where(and(eq(companyMlsSources.companyId, actor.companyId), eq(companyMlsSources.sourceId, source.id)));
    const others = await subscriberIds(tx, source.id);
    let listingsRemoved = 0;
    if (others.length === 0) {
      // properties → mls_sources has no ON DELETE CASCADE: the listings go first, explicitly, a
      // batch at a time (each with its cascades stays well inside the statement time limit).
      for (;;) {
        const gone = await tx
          .delete(properties)
          .where(inArray(properties.id, tx.select({ id: properties.id }).from(properties).where(eq(properties.sourceId, source.id)).limit(DELETE_BATCH)))
          .returning({ id: properties.id });
        listingsRemoved += gone.length;
        if (gone.length < DELETE_BATCH) break;
      }
      await tx.delete(mlsSources).where(eq(mlsSources.id, source.id));
    } else if (source.ownerCompanyId === actor.companyId) {
      await tx.update(mlsSources).set({ ownerCompanyId: null, updatedAt: new Date() }).where(eq(mlsSources.id, source.id));
    }
    await audit(tx, actor, 'delete', source.id, { code: source.code, removed: others.length === 0, listingsRemoved });
    return { id: source.id, removed: others.length === 0, listingsRemoved };
  });
  await invalidateCompany(actor.companyId);
  return result;
}

/** A secret left out of an edit is the stored one, when the stored auth is of the same type. */
function mergeAuth(input: EditAuthInput, source: SourceRow): FeedAuth {
  const stored = source.authType === input.type && source.authSealed ? openStored(source.authSealed) : null;
  if (input.type === 'bearer') {
    const token = input.token ?? (stored?.type === 'bearer' ? stored.token : undefined);
    if (!token) throw unprocessable('auth.token: the token is required', { 'auth.token': 'the token is required' });
    return { type: 'bearer', token };
  }
  const clientSecret = input.clientSecret ?? (stored?.type === 'client_credentials' ? stored.clientSecret : undefined);
  if (!clientSecret) throw unprocessable('auth.clientSecret: the client secret is required', { 'auth.clientSecret': 'the client secret is required' });
  return { type: 'client_credentials', tokenUrl: input.tokenUrl, clientId: input.clientId, clientSecret, ...(input.scope ? { scope: input.scope } : {}) };
}

/** The stored auth, or null when it cannot be opened (another key): the admin must enter the secret again. */
function openStored(sealed: string): FeedAuth | null {
  try {
    return openFeedAuth(sealed);
  } catch {
    return null;
  }
}

async function freeCode(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (await db.select({ code: mlsSources.code }).from(mlsSources).where(or(eq(mlsSources.code, base), like(mlsSources.code, `${base}-%`)))).map((r) => r.code),
  );
  for (let n = 1; ; n += 1) {
    const code = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(code)) return code;
  }
}

async function subscriberIds(db: Db, sourceId: number): Promise<number[]> {
  const rows = await db.select({ companyId: companyMlsSources.companyId }).from(companyMlsSources).where(eq(companyMlsSources.sourceId, sourceId));
  return rows.map((r) => r.companyId);
}

/** How many companies list a feed (tests and the screen's delete warning). */
export async function subscriberCount(sourceId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(companyMlsSources).where(eq(companyMlsSources.sourceId, sourceId));
  return Number(row?.n ?? 0);
}

async function audit(db: Db, actor: SourceActor, action: string, sourceId: number, data: Record<string, unknown>): Promise<void> {
  await recordAudit({ companyId: actor.companyId, agentId: actor.agentId, action: `admin.source.${action}`, outcome: 'success', subject: `source ${sourceId}`, data }, actor.request, db);
}
