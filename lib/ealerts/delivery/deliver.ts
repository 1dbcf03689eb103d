import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { NO_AUTOMATED_MAIL } from '@/lib/automation/reachable';
import { getDb } from '@/lib/db/client';
import { activities, eAlerts, eAlertSentUpdates, leads } from '@/lib/db/schema';
import type { EMAIL_STATUSES } from '@/lib/db/schema/leads';
import { deliverMail, recordMail, reserveMailId, senderFor, type OutgoingMessage } from '@/lib/mail/transport';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { composeAlertMail, SHOWN_LISTINGS } from './compose';
import { dueAt, isDue, nextDueAt, updatesSince } from './schedule';
import { alertQuery, findUpdates, type AlertToDeliver, type AlertUpdate } from './updates';
import { queryRows } from '@/lib/db/rows';

/**
 * E-mail statuses that must not be mailed: opted out, bounced for good, complained, refused,
 * invalid. The one rule of every automated sender (lib/automation/reachable.ts): an unsubscribe
 * from any mail (a campaign, a drip) stops e-alerts too.
 */
export const UNMAILABLE: (typeof EMAIL_STATUSES)[number][] = NO_AUTOMATED_MAIL;

/** Due alerts are read this many at a time; a run goes through all of them. */
const BATCH = 200;

export type AlertOutcome = 'mailed' | 'nothing-new' | 'not-due' | 'bad-criteria' | 'taken';

export interface DeliveryReport {
  checked: number;
  mailed: number;
  failed: number;
}

export interface DeliveryOptions {
  now?: Date;
  /** Asked before each alert: false when this instance lost the job's lease (then it stops). */
  stillHolding?: () => Promise<boolean>;
}

/** Alerts due by now, of leads that may be mailed (an e-mail, and not one of UNMAILABLE), by id after `afterId`. */
async function dueAlerts(now: Date, afterId: number): Promise<AlertToDeliver[]> {
  const db = await getDb();
  return db
    .select({
      id: eAlerts.id,
      companyId: eAlerts.companyId,
      leadId: eAlerts.leadId,
      criteria: eAlerts.criteria,
      customName: eAlerts.customName,
      frequency: eAlerts.frequency,
      lastSentAt: eAlerts.lastSentAt,
      nextDueAt: eAlerts.nextDueAt,
      createdAt: eAlerts.createdAt,
      email: sql<string>`${leads.email}`,
      firstName: leads.firstName,
      completed: leads.completed,
    })
    .from(eAlerts)
    .innerJoin(leads, and(eq(leads.companyId, eAlerts.companyId), eq(leads.id, eAlerts.leadId)))
    .where(
      and(
        gt(eAlerts.id, afterId),
        ne(eAlerts.frequency, 'never'),
        or(isNull(eAlerts.nextDueAt), lte(eAlerts.nextDueAt, now)),
        isNotNull(leads.email),
        notInArray(leads.emailStatus, UNMAILABLE),
      ),
    )
    .orderBy(asc(eAlerts.id))
    .limit(BATCH);
}

/** The alert's next check, when it is not mailed this time; 'instantly' alerts are due at every run anyway. */
async function scheduleNextCheck(alert: AlertToDeliver, next: Date | null): Promise<void> {
  if (alert.frequency === 'instantly' && alert.nextDueAt !== null) return;
  const db = await getDb();
  await db
    .update(eAlerts)
    .set({ nextDueAt: next })
    .where(and(eq(eAlerts.id, alert.id), eq(eAlerts.companyId, alert.companyId), eq(eAlerts.frequency, alert.frequency)));
}

/**
 * Records the mail, the updates it carries, the alert's new schedule and an 'e-alert'
 * activity in one transaction. It claims the alert first: the update only matches the alert
 * as it was read, so of two runs that read it only one writes, and a crash leaves either
 * everything or nothing. Sent after the commit, so a mail is never sent twice.
 */
async function recordAlertMail(company: Company, alert: AlertToDeliver, updates: AlertUpdate[], build: (mailId: number) => Promise<OutgoingMessage>, now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const sameTime = (column: typeof eAlerts.lastSentAt | typeof eAlerts.nextDueAt, value: Date | null) =>
      sql`${column} is not distinct from ${value === null ? null : value.toISOString()}::timestamptz`;
    const claimed = await tx
      .update(eAlerts)
      .set({ lastSentAt: now, nextDueAt: nextDueAt(alert.frequency, now) })
      .where(
        and(
          eq(eAlerts.id, alert.id),
          eq(eAlerts.companyId, company.id),
          eq(eAlerts.frequency, alert.frequency),
          sameTime(eAlerts.lastSentAt, alert.lastSentAt),
          sameTime(eAlerts.nextDueAt, alert.nextDueAt),
        ),
      )
      .returning({ id: eAlerts.id });
    if (claimed.length === 0) return null;
    const mailId = await reserveMailId(tx);
    const message = await build(mailId);
    await recordMail(tx, message, mailId);
    await tx
      .insert(eAlertSentUpdates)
      .values(updates.map((u) => ({ companyId: company.id, eAlertId: alert.id, propertyId: u.row.id, changeKey: u.key, mailId, sentAt: now })));
    await tx.insert(activities).values({
      companyId: company.id,
      leadId: alert.leadId,
      type: 'e-alert',
      occurredAt: now,
      data: { eAlertId: alert.id, mailId, name: alert.customName, updates: updates.length, propertyIds: updates.slice(0, SHOWN_LISTINGS).map((u) => u.row.id) },
    });
    return { mailId, message };
  });
}

/**
 * The latest listing change of all (two index look-ups): an alert whose updates start after
 * it has nothing new and needs no search. Most runs of 'instantly' alerts end here.
 */
async function latestListingChange(): Promise<Date | null> {
  const result = await queryRows<{ at: Date | string | null }>(
    sql`select greatest((select max(modified_at) from properties), (select max(listed_at) from properties)) as at`,
  );
  const at = result[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

/** One alert: its updates since the last send, mailed if there are any. */
export async function deliverAlert(alert: AlertToDeliver, now: Date, latestChange: Date | null = null): Promise<{ outcome: AlertOutcome; mailStatus?: string }> {
  if (!isDue(alert, now)) {
    // Never mailed and never scheduled: store when it will be due, so the next runs pass it by.
    if (alert.nextDueAt === null) await scheduleNextCheck(alert, dueAt(alert));
    return { outcome: 'not-due' };
  }
  if (latestChange !== null && latestChange.getTime() <= updatesSince(alert, now).getTime()) {
    await scheduleNextCheck(alert, nextDueAt(alert.frequency, now));
    return { outcome: 'nothing-new' };
  }
  const company = await getCompany(alert.companyId);
  const query = alertQuery(alert.criteria);
  if (!company || !query) {
    console.warn(`E-alert ${alert.id}: ${company ? 'its criteria do not parse' : 'no such company'}; skipped until its next period`);
    await scheduleNextCheck(alert, nextDueAt(alert.frequency, now));
    return { outcome: 'bad-criteria' };
  }
  const { updates, showSoldPrice, since } = await findUpdates(company, alert, query, now);
  if (updates.length === 0) {
    await scheduleNextCheck(alert, nextDueAt(alert.frequency, now));
    return { outcome: 'nothing-new' };
  }
  const sender = senderFor(company);
  const recorded = await recordAlertMail(
    company,
    alert,
    updates,
    async (mailId) => {
      const { subject, text, html, headers } = await composeAlertMail({ company, alert, query, updates, showSoldPrice, since, mailId });
      return { companyId: company.id, leadId: alert.leadId, kind: 'e-alert', ...sender, to: alert.email, subject, text, html, headers };
    },
    now,
  );
  if (!recorded) return { outcome: 'taken' };
  return { outcome: 'mailed', mailStatus: await deliverMail(recorded.mailId, recorded.message) };
}

/** The job: every due alert, one mail each with its new updates (SPEC §4 E-alerts, §9 template). */
export async function deliverDueAlerts(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { checked: 0, mailed: 0, failed: 0 };
  const latestChange = await latestListingChange();
  for (let afterId = 0; ; ) {
    const batch = await dueAlerts(now, afterId);
    if (batch.length === 0) return report;
    for (const alert of batch) {
      if (options.stillHolding && !(await options.stillHolding())) return report;
      afterId = alert.id;
      report.checked++;
      try {
        const { outcome } = await deliverAlert(alert, now, latestChange);
        if (outcome === 'mailed') report.mailed++;
      } catch (error) {
        // One alert's trouble must not hold up the others.
        report.failed++;
        console.error(`E-alert ${alert.id} could not be delivered:`, error);
      }
    }
  }
}
