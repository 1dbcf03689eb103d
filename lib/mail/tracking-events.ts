import 'server-only';
import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { activities, leads, outgoingMail, properties } from '@/lib/db/schema';
import type { ActivityType } from '@/lib/db/schema/activities';
import { markCampaignRecipient } from './campaign-marks';
import type { LeadMailClaims, LeadMailClickClaims } from './tracking-tokens';

// Any fixed number: with the mail id, the advisory lock under which an open is recorded once.
const OPEN_LOCK = 727_274_002;

/** A lead's mail a token names, if it still exists for that company and lead: its subject. */
export async function trackedMail(tx: Db, claims: LeadMailClaims, kind: SQL): Promise<{ subject: string } | null> {
  const [row] = await tx
    .select({ subject: outgoingMail.subject })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.id, claims.id), eq(outgoingMail.companyId, claims.companyId), eq(outgoingMail.leadId, claims.leadId), kind))
    .limit(1);
  return row ?? null;
}

export interface OpenRecord {
  companyId: number;
  leadId: number;
  mailId: number;
  type: ActivityType;
  data: Record<string, unknown>;
  now: Date;
  /** An open within this long of the last one recorded for the mail is not recorded again; null: once ever. */
  windowMs: number | null;
}

/**
 * One open activity per mail (per window): a client fetching the pixel twice at once, or the
 * lead reading the mail again a minute later, does not fill the timeline. Shared by e-alerts
 * (once ever) and lead mail (once an hour). Runs in the caller's transaction.
 */
export async function recordOpenOnce(tx: Db, open: OpenRecord): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${open.mailId})`);
  const [recent] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.companyId, open.companyId),
        eq(activities.leadId, open.leadId),
        eq(activities.type, open.type),
        sql`${activities.data}->>'mailId' = ${String(open.mailId)}`,
        open.windowMs === null ? undefined : gt(activities.occurredAt, new Date(open.now.getTime() - open.windowMs)),
      ),
    )
    .limit(1);
  if (recent) return;
  await tx.insert(activities).values({ companyId: open.companyId, leadId: open.leadId, type: open.type, occurredAt: open.now, data: open.data });
}

/** The listing a click names, if it is still there (it may have left the feed; the click still counts). */
export async function clickedListing(tx: Db, propertyId: number | undefined): Promise<number | null> {
  if (propertyId === undefined) return null;
  const [row] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return row?.id ?? null;
}

/** Lead mail: every tracked kind but e-alerts, which keep their own activities. */
const LEAD_MAIL = ne(outgoingMail.kind, 'e-alert');

/** An open of a lead mail an hour apart at most: `email-open` {subject, mailId}. False when the mail is gone. */
export const OPEN_WINDOW_MS = 3_600_000;

export async function recordLeadMailOpen(claims: LeadMailClaims, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mail = await trackedMail(tx, claims, LEAD_MAIL);
    if (!mail) return false;
    const campaignId = await markCampaignRecipient(tx, claims, 'opened', now);
    await recordOpenOnce(tx, {
      companyId: claims.companyId, leadId: claims.leadId, mailId: claims.id, type: 'email-open', now, windowMs: OPEN_WINDOW_MS,
      data: { subject: mail.subject, mailId: claims.id, ...(campaignId === null ? {} : { campaignId }) },
    });
    return true;
  });
}

/** A tracked link followed: `email-click` {subject, url, mailId} (+ the listing), each time. False when the mail is gone. */
export async function recordLeadMailClick(claims: LeadMailClickClaims, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mail = await trackedMail(tx, claims, LEAD_MAIL);
    if (!mail) return false;
    const campaignId = await markCampaignRecipient(tx, claims, 'clicked', now);
    await tx.insert(activities).values({
      companyId: claims.companyId,
      leadId: claims.leadId,
      type: 'email-click',
      propertyId: await clickedListing(tx, claims.propertyId),
      occurredAt: now,
      data: { subject: mail.subject, url: claims.to, mailId: claims.id, ...(campaignId === null ? {} : { campaignId }) },
    });
    return true;
  });
}

export interface UnsubscribeOutcome {
  /** The mail's subject, for the page. */
  subject: string;
  /** False when the lead was unsubscribed already (nothing written). */
  changed: boolean;
}

/** Whether the lead a token names is still there and unsubscribed; null when the mail or lead is gone. */
export async function leadMailSubscription(claims: LeadMailClaims): Promise<{ subject: string; unsubscribed: boolean } | null> {
  const db = await getDb();
  const mail = await trackedMail(db, claims, LEAD_MAIL);
  if (!mail) return null;
  const [lead] = await db.select({ status: leads.emailStatus }).from(leads).where(and(eq(leads.companyId, claims.companyId), eq(leads.id, claims.leadId))).limit(1);
  return lead ? { subject: mail.subject, unsubscribed: lead.status === 'unsub' } : null;
}

/**
 * The lead asks for no more automated mail: email_status 'unsub' (every automated sender
 * checks lib/automation/reachable.ts; an agent's own mail still reaches them) and an
 * `email-click` {subject, mailId, url: null, unsubscribed: true} saying so: it is a click in
 * that mail, and SPEC §3 has no type of its own for it (e-alerts write
 * e-alert-frequency-changed because they stop one alert). Doing it again changes nothing; a
 * bounced or refused address keeps its status (it says more than 'unsub').
 */
export async function unsubscribeLead(claims: LeadMailClaims, now = new Date()): Promise<UnsubscribeOutcome | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mail = await trackedMail(tx, claims, LEAD_MAIL);
    if (!mail) return null;
    const [lead] = await tx
      .select({ status: leads.emailStatus })
      .from(leads)
      .where(and(eq(leads.companyId, claims.companyId), eq(leads.id, claims.leadId)))
      .for('update')
      .limit(1);
    if (!lead) return null;
    if (lead.status === 'unsub') return { subject: mail.subject, changed: false };
    const campaignId = await markCampaignRecipient(tx, claims, 'unsubscribed', now);
    if (lead.status === 'valid' || lead.status === 'unknown' || lead.status === 'softBounce') {
      await tx.update(leads).set({ emailStatus: 'unsub', updatedAt: now }).where(and(eq(leads.companyId, claims.companyId), eq(leads.id, claims.leadId)));
    }
    await tx.insert(activities).values({
      companyId: claims.companyId,
      leadId: claims.leadId,
      type: 'email-click',
      occurredAt: now,
      data: { subject: mail.subject, url: null, mailId: claims.id, unsubscribed: true, from: lead.status, ...(campaignId === null ? {} : { campaignId }) },
    });
    return { subject: mail.subject, changed: true };
  });
}
