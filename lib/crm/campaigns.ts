import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { agents, campaignRecipients, campaigns, outgoingMail } from '@/lib/db/schema';
import type { CampaignStatus } from '@/lib/db/schema/campaigns';
import { conflict, notFound, unprocessable } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import { MAX_SCHEDULE_DAYS, type CampaignCreate, type CampaignPatch } from './campaign-input';
import { freezeRecipients } from './campaign-segment';
import { CAMPAIGN_STATUS_LABELS, type CampaignDetail, type CampaignFigures, type CampaignView } from './campaign-types';
import { getQueue } from '@/lib/jobs/boss';

const DAY_MS = 86_400_000;
const NOT_FOUND = 'Campaign not found';
/** The list shows the newest this many (a company sends a few a month). */
const LIST_LIMIT = 200;

type CampaignRow = typeof campaigns.$inferSelect;

const EMPTY: CampaignFigures = { recipients: 0, queued: 0, sent: 0, skipped: 0, failed: 0, retrying: 0, opened: 0, clicked: 0, unsubscribed: 0 };

/**
 * Each campaign's figures from its recipient rows, with their mails' state: a mail SMTP
 * refused is 'retrying' while mail-retry has tries left and 'failed' once it gave up.
 */
async function figuresOf(db: Db, companyId: number, ids: number[]): Promise<Map<number, CampaignFigures>> {
  const out = new Map<number, CampaignFigures>();
  if (ids.length === 0) return out;
  const n = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const r = campaignRecipients;
  const rows = await db
    .select({
      campaignId: r.campaignId,
      recipients: sql<number>`count(*)::int`,
      queued: n(sql`${r.status} = 'queued'`),
      sent: n(sql`${r.status} = 'sent' and ${outgoingMail.status} is distinct from 'failed'`),
      skipped: n(sql`${r.status} = 'skipped'`),
      failed: n(sql`${r.status} = 'failed' or ${outgoingMail.status} = 'failed'`),
      retrying: n(sql`${outgoingMail.status} = 'queued' and ${outgoingMail.attempts} > 0`),
      opened: n(sql`${r.openedAt} is not null`),
      clicked: n(sql`${r.clickedAt} is not null`),
      unsubscribed: n(sql`${r.unsubscribedAt} is not null`),
    })
    .from(r)
    .leftJoin(outgoingMail, eq(outgoingMail.id, r.outgoingMailId))
    .where(and(eq(r.companyId, companyId), inArray(r.campaignId, ids)))
    .groupBy(r.campaignId);
  for (const row of rows) {
    const { campaignId, ...figures } = row;
    out.set(campaignId, Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Number(v)])) as unknown as CampaignFigures);
  }
  return out;
}

const selectCampaigns = (db: Db) =>
  db
    .select({ campaign: campaigns, fromName: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}` })
    .from(campaigns)
    .leftJoin(agents, and(eq(agents.id, campaigns.fromAgentId), eq(agents.companyId, campaigns.companyId)));

function viewOf(row: { campaign: CampaignRow; fromName: string | null }, figures: CampaignFigures | undefined): CampaignView {
  const c = row.campaign;
  return {
    id: c.id,
    name: c.name,
    subject: c.subject,
    body: c.body,
    fromAgent: c.fromAgentId !== null ? { id: c.fromAgentId, name: row.fromName ?? `Agent #${c.fromAgentId}` } : null,
    segment: c.segment,
    status: c.status,
    scheduledAt: c.scheduledAt?.toISOString() ?? null,
    startedAt: c.startedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    figures: figures ?? { ...EMPTY },
  };
}

/** GET /api/crm/campaigns: the company's campaigns, newest first, with their figures. */
export async function listCampaigns(access: CrmAccess): Promise<CampaignView[]> {
  const db = await getDb();
  const rows = await selectCampaigns(db).where(eq(campaigns.companyId, access.companyId)).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(LIST_LIMIT);
  const figures = await figuresOf(db, access.companyId, rows.map((r) => r.campaign.id));
  return rows.map((row) => viewOf(row, figures.get(row.campaign.id)));
}

/** GET /api/crm/campaigns/{id}: one campaign, its figures and skip reasons; another company's is 404. */
export async function getCampaign(access: CrmAccess, id: number): Promise<CampaignDetail> {
  const db = await getDb();
  const [row] = await selectCampaigns(db).where(and(eq(campaigns.companyId, access.companyId), eq(campaigns.id, id))).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  const figures = await figuresOf(db, access.companyId, [id]);
  const reasons = await db
    .select({ reason: sql<string>`coalesce(${campaignRecipients.skipReason}, 'skipped')`, count: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.companyId, access.companyId), eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, 'skipped')))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return { ...viewOf(row, figures.get(id)), skipReasons: reasons.map((r) => ({ reason: r.reason, count: Number(r.count) })) };
}

/** The sender must be an active agent of the company: 422 naming fromAgentId otherwise. */
async function requireSender(db: Db, companyId: number, agentId: number): Promise<void> {
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId), eq(agents.isActive, true)))
    .limit(1);
  if (!agent) throw unprocessable('The sender must be an active agent of the company', { fromAgentId: 'must be an active agent of the company' });
}

/** POST /api/crm/campaigns: a draft. */
export async function createCampaign(access: CrmAccess, input: CampaignCreate): Promise<CampaignDetail> {
  const db = await getDb();
  await requireSender(db, access.companyId, input.fromAgentId);
  const [row] = await db
    .insert(campaigns)
    .values({ companyId: access.companyId, name: input.name, subject: input.subject, body: input.body, fromAgentId: input.fromAgentId, segment: input.segment ?? {}, createdBy: access.agentId })
    .returning({ id: campaigns.id });
  return getCampaign(access, row!.id);
}

/** The campaign, locked for the rest of the transaction; 404 outside the company. */
async function lockCampaign(tx: Db, access: CrmAccess, id: number): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(and(eq(campaigns.companyId, access.companyId), eq(campaigns.id, id))).for('update').limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const notDraft = (status: CampaignStatus, doing: string) =>
  conflict(`Only a draft campaign can be ${doing}; this one is ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()}`);

/** PATCH /api/crm/campaigns/{id}: edits while a draft (409 after). */
export async function updateCampaign(access: CrmAccess, id: number, patch: CampaignPatch): Promise<CampaignDetail> {
  const db = await getDb();
  if (patch.fromAgentId !== undefined) await requireSender(db, access.companyId, patch.fromAgentId);
  await db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, access, id);
    if (campaign.status !== 'draft') throw notDraft(campaign.status, 'edited');
    await tx.update(campaigns).set({ ...patch, updatedAt: new Date() }).where(eq(campaigns.id, id));
  });
  return getCampaign(access, id);
}

/** A sending campaign with no queued recipient left is sent (in the caller's transaction). */
export async function finishIfDone(tx: Db, companyId: number, campaignId: number, now: Date): Promise<void> {
  await tx.execute(sql`update ${campaigns} set status = 'sent', finished_at = ${now}, updated_at = ${now}
    where company_id = ${companyId} and id = ${campaignId} and status = 'sending'
      and not exists (select 1 from ${campaignRecipients} r where r.company_id = ${companyId} and r.campaign_id = ${campaignId} and r.status = 'queued')`);
}

/**
 * Starts a campaign (in the caller's transaction): the segment frozen into recipient rows,
 * status 'sending'; the campaign-sends job mails them. Shared by a send now and the job
 * reaching a scheduled one.
 */
export async function startCampaign(tx: Db, campaign: CampaignRow, now: Date): Promise<void> {
  await freezeRecipients(tx, campaign);
  await tx.update(campaigns).set({ status: 'sending', startedAt: now, scheduledAt: campaign.scheduledAt ?? now, updatedAt: now }).where(eq(campaigns.id, campaign.id));
  await finishIfDone(tx, campaign.companyId, campaign.id, now);
}

/**
 * POST /api/crm/campaigns/{id}/send {at?}: a draft goes now (no `at`, or one already past) or
 * is scheduled; anything else is 409. The sender must still be an active agent.
 */
export async function sendCampaign(access: CrmAccess, id: number, input: { at?: string }, now = new Date()): Promise<CampaignDetail> {
  const db = await getDb();
  const at = input.at === undefined ? now : new Date(input.at);
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) throw unprocessable(`A campaign can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead`, { at: `must be within ${MAX_SCHEDULE_DAYS} days` });
  const startsNow = at.getTime() <= now.getTime();
  await db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, access, id);
    if (campaign.status !== 'draft') throw notDraft(campaign.status, 'sent');
    if (campaign.fromAgentId === null) throw unprocessable('Choose who the campaign is from', { fromAgentId: 'must be an active agent of the company' });
    await requireSender(tx, access.companyId, campaign.fromAgentId);
    if (!startsNow) {
      await tx.update(campaigns).set({ status: 'scheduled', scheduledAt: at, updatedAt: now }).where(eq(campaigns.id, id));
    } else {
      await startCampaign(tx, { ...campaign, scheduledAt: now }, now);
    }
  });
  // "Send now" starts at once instead of at the job runner's next round (the queue keeps one
  // campaign-sends job at a time, so this never doubles a run; the periodic round stays the backstop).
  if (startsNow) await (await getQueue()).send('campaign-sends', {}, { singletonKey: 'campaign-sends' }).catch((error: unknown) => console.error('Campaign send could not be queued:', error));
  return getCampaign(access, id);
}

/**
 * POST /api/crm/campaigns/{id}/cancel: a draft, scheduled or sending campaign stops; its
 * recipients not yet mailed are skipped ("campaign cancelled"). A sent or cancelled one: 409.
 */
export async function cancelCampaign(access: CrmAccess, id: number, now = new Date()): Promise<CampaignDetail> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, access, id);
    if (campaign.status === 'sent' || campaign.status === 'cancelled') throw conflict(`This campaign is ${campaign.status} already`);
    await tx.update(campaigns).set({ status: 'cancelled', finishedAt: now, updatedAt: now }).where(eq(campaigns.id, id));
    await tx
      .update(campaignRecipients)
      .set({ status: 'skipped', skipReason: 'campaign cancelled' })
      .where(and(eq(campaignRecipients.companyId, access.companyId), eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, 'queued')));
  });
  return getCampaign(access, id);
}
