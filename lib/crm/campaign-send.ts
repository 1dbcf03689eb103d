import 'server-only';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { templateAgent, templateValues } from '@/lib/automation/plans/template-values';
import { automatedEmailBlock } from '@/lib/automation/reachable';
import { renderTemplate } from '@/lib/automation/templates';
import { getDb, type Db } from '@/lib/db/client';
import { activities, campaignRecipients, campaigns, leads } from '@/lib/db/schema';
import { recordTrackedLeadMail, trackingFor } from '@/lib/mail/tracking';
import { deliverMail, type OutgoingMessage } from '@/lib/mail/transport';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { senderAsAgent } from './agent-mail';
import { finishIfDone, startCampaign } from './campaigns';

/** Mails per minute per company when CAMPAIGN_RATE is not set. */
export const DEFAULT_CAMPAIGN_RATE = 120;
const MAX_CAMPAIGN_RATE = 100_000;
/** Recipients taken per transaction: a crash loses at most this batch's SMTP hand-off (mail-retry sends what stays queued). */
const BATCH = 50;
const WINDOW_MS = 60_000;
// Any fixed number: with the company id, the advisory lock under which a company's rate is counted and spent.
const RATE_LOCK = 727_274_017;

/** CAMPAIGN_RATE (mails a minute per company, 1–100,000); anything else is the default. */
export function campaignRate(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.CAMPAIGN_RATE);
  return Number.isInteger(value) && value >= 1 && value <= MAX_CAMPAIGN_RATE ? value : DEFAULT_CAMPAIGN_RATE;
}

export interface CampaignSendReport {
  started: number;
  sent: number;
  skipped: number;
}

export interface CampaignSendOptions {
  /** Asked between batches: false when this instance lost the job (then it stops). */
  stillHolding?: () => Promise<boolean>;
  /** Mails a minute per company (default: campaignRate()). */
  rate?: number;
}

/**
 * The `campaign-sends` periodic job (issue 17 item 5), with `now` a parameter (tests hold the
 * clock): scheduled campaigns that are due freeze their segment and start; then each company's
 * queued recipients are mailed, at most `rate` in any minute. Each batch is one transaction
 * that holds the company's rate lock (so two instances count and spend one allowance), takes
 * its rows FOR UPDATE SKIP LOCKED and moves them off 'queued' before committing: each mail goes
 * exactly once however many instances run. SMTP after the commit; mail-retry takes what fails.
 */
export async function sendDueCampaignMails(now: Date, { stillHolding = async () => true, rate = campaignRate() }: CampaignSendOptions = {}): Promise<CampaignSendReport> {
  const report: CampaignSendReport = { started: 0, sent: 0, skipped: 0 };
  const db = await getDb();
  report.started = await startDueCampaigns(db, now);
  const companies = await db
    .selectDistinct({ companyId: campaignRecipients.companyId })
    .from(campaignRecipients)
    .innerJoin(campaigns, and(eq(campaigns.companyId, campaignRecipients.companyId), eq(campaigns.id, campaignRecipients.campaignId)))
    .where(and(eq(campaignRecipients.status, 'queued'), eq(campaigns.status, 'sending')));
  for (const { companyId } of companies) {
    // Read before any transaction: on PGlite a cache loader inside one waits for the connection it holds.
    const company = await getCompany(companyId);
    if (!company) continue;
    for (;;) {
      if (!(await stillHolding())) return report;
      const batch = await sendBatch(db, company, now, rate);
      report.sent += batch.mails.length;
      report.skipped += batch.skipped;
      for (const mail of batch.mails) await deliverMail(mail.id, mail.message).catch((error: unknown) => console.error('Campaign mail:', error));
      if (!batch.more) break;
    }
  }
  return report;
}

/** Scheduled campaigns whose time has come: each started in its own transaction, once. */
async function startDueCampaigns(db: Db, now: Date): Promise<number> {
  const due = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, now))).orderBy(asc(campaigns.scheduledAt));
  let started = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled'))).limit(1).for('update', { skipLocked: true });
      if (!campaign) return false;
      await startCampaign(tx, campaign, now);
      return true;
    });
    if (done) started += 1;
  }
  return started;
}

type PendingMail = { id: number; message: OutgoingMessage };

/** One batch of a company's queued recipients within its rate: the mails to hand to SMTP, and whether more may go now. */
async function sendBatch(db: Db, company: Company, now: Date, rate: number): Promise<{ mails: PendingMail[]; skipped: number; more: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK}, ${company.id})`);
    const [spent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.companyId, company.id), gt(campaignRecipients.sentAt, new Date(now.getTime() - WINDOW_MS)), lte(campaignRecipients.sentAt, now)));
    const allowance = rate - Number(spent?.n ?? 0);
    if (allowance <= 0) return { mails: [], skipped: 0, more: false };
    const limit = Math.min(BATCH, allowance);
    const rows = await tx
      .select({
        id: campaignRecipients.id,
        campaignId: campaigns.id,
        campaignName: campaigns.name,
        subject: campaigns.subject,
        body: campaigns.body,
        fromAgentId: campaigns.fromAgentId,
        lead: { id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, emailStatus: leads.emailStatus, phone: leads.phone },
      })
      .from(campaignRecipients)
      .innerJoin(campaigns, and(eq(campaigns.companyId, campaignRecipients.companyId), eq(campaigns.id, campaignRecipients.campaignId)))
      .innerJoin(leads, and(eq(leads.companyId, campaignRecipients.companyId), eq(leads.id, campaignRecipients.leadId)))
      .where(and(eq(campaignRecipients.companyId, company.id), eq(campaignRecipients.status, 'queued'), eq(campaigns.status, 'sending')))
      .orderBy(asc(campaignRecipients.id))
      .limit(limit)
      .for('update', { of: campaignRecipients, skipLocked: true });
    const mails: PendingMail[] = [];
    let skipped = 0;
    const agentsById = new Map<number | null, Awaited<ReturnType<typeof templateAgent>>>();
    for (const row of rows) {
      // Checked again at its turn: a lead who unsubscribed (or bounced) since the freeze is skipped.
      const block = automatedEmailBlock(row.lead);
      if (block) {
        await tx.update(campaignRecipients).set({ status: 'skipped', skipReason: block }).where(eq(campaignRecipients.id, row.id));
        skipped += 1;
        continue;
      }
      if (!agentsById.has(row.fromAgentId)) agentsById.set(row.fromAgentId, await templateAgent(tx, company.id, row.fromAgentId));
      const agent = agentsById.get(row.fromAgentId) ?? null;
      const values = templateValues(row.lead, agent, company);
      const subject = renderTemplate(row.subject, values).replace(/\s+/g, ' ').trim();
      const body = renderTemplate(row.body, values);
      const sender = await senderAsAgent(tx, company, agent?.id ?? null, row.lead.id);
      // Tracked like every lead mail: open pixel, signed links, unsubscribe footer and RFC 8058 headers.
      const mail = await recordTrackedLeadMail(tx, {
        companyId: company.id, leadId: row.lead.id, agentId: agent?.id ?? null, kind: 'campaign',
        from: { name: sender.name, address: sender.address }, replyTo: sender.replyTo, to: row.lead.email ?? '', subject, text: body,
      }, trackingFor(company));
      // The timeline's `email` ("E-mail sent — subject"), saying which campaign; like every `email`, it names the
      // agent it went out as (the sender an admin chose), or none when that agent is gone.
      await tx.insert(activities).values({
        companyId: company.id, leadId: row.lead.id, agentId: agent?.id ?? null, type: 'email', occurredAt: now,
        data: { subject, body, mailId: mail.id, campaignId: row.campaignId, campaignName: row.campaignName },
      });
      await tx.update(campaignRecipients).set({ status: 'sent', sentAt: now, outgoingMailId: mail.id }).where(eq(campaignRecipients.id, row.id));
      mails.push(mail);
    }
    for (const campaignId of new Set(rows.map((r) => r.campaignId))) await finishIfDone(tx, company.id, campaignId, now);
    // A full batch may have more behind it (within the allowance); a short one took all there was to take.
    return { mails, skipped, more: rows.length === limit && mails.length < allowance };
  });
}
