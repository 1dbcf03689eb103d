import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { scheduledLeadMails } from '@/lib/db/schema';
import type { LeadMessage } from '@/lib/mail/tracking';
import { deliverMail } from '@/lib/mail/transport';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { automationSettingsOf } from '../settings';
import { leadMailContext } from './mail-values';
import { recordTriggerMail } from './trigger-mail';

/** Due mails taken per transaction; a run goes on until none is left. */
const BATCH = 50;

export interface LeadMailsReport {
  sent: number;
  skipped: number;
}

export interface LeadMailsOptions {
  /** Asked between batches: false once this instance lost the job (then it stops; the rest stay due). */
  stillHolding?: () => Promise<boolean>;
}

/** The companies with mail due by `now`, read before the transaction (getCompany must not run inside one: PGlite has one connection). */
async function dueCompanies(now: Date): Promise<Map<number, Company>> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ companyId: scheduledLeadMails.companyId })
    .from(scheduledLeadMails)
    .where(and(eq(scheduledLeadMails.status, 'scheduled'), lte(scheduledLeadMails.dueAt, now)));
  const companies = new Map<number, Company>();
  for (const { companyId } of rows) {
    const company = await getCompany(companyId);
    if (company) companies.set(companyId, company);
  }
  return companies;
}

/**
 * One batch: takes due rows with FOR UPDATE SKIP LOCKED (another instance running at the same
 * moment takes other rows) and moves each off 'scheduled' in the same transaction, so each
 * fires exactly once. A mail whose trigger was switched off since, or whose lead unsubscribed
 * (or bounced, or is gone), is 'skipped' and nothing is sent. Returns the mails to deliver.
 */
async function sendBatch(companies: Map<number, Company>, now: Date, report: LeadMailsReport): Promise<{ taken: number; mails: { id: number; message: LeadMessage }[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: scheduledLeadMails.id, companyId: scheduledLeadMails.companyId, leadId: scheduledLeadMails.leadId, kind: scheduledLeadMails.kind })
      .from(scheduledLeadMails)
      .where(and(eq(scheduledLeadMails.status, 'scheduled'), lte(scheduledLeadMails.dueAt, now), inArray(scheduledLeadMails.companyId, [...companies.keys()])))
      .orderBy(asc(scheduledLeadMails.dueAt), asc(scheduledLeadMails.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const mails: { id: number; message: LeadMessage }[] = [];
    for (const row of due) {
      const company = companies.get(row.companyId);
      if (!company) continue; // not among those read before: the next run takes it
      const settings = await automationSettingsOf(tx, row.companyId);
      const trigger = row.kind === 'seller-delayed-email' ? settings.sellerDelayedEmail : settings.delayedEmail;
      const context = trigger.enabled ? await leadMailContext(tx, company, row.leadId) : null;
      const result = context ? await recordTriggerMail(tx, company, context, { type: row.kind, template: trigger, now }) : null;
      const sent = result !== null && 'sent' in result;
      if (sent) mails.push(result.sent);
      report[sent ? 'sent' : 'skipped'] += 1;
      await tx.update(scheduledLeadMails).set({ status: sent ? 'sent' : 'skipped', doneAt: now }).where(eq(scheduledLeadMails.id, row.id));
    }
    return { taken: due.length, mails };
  });
}

/**
 * The lead-mails job (DESIGN §12 delayed e-mails): every scheduled mail due by `now` is sent
 * once, with the settings of the moment; the mails go to SMTP after their transaction commits
 * (a failure stays queued for mail-retry). Safe on two instances at once.
 */
export async function sendDueLeadMails(now: Date, options: LeadMailsOptions = {}): Promise<LeadMailsReport> {
  const report: LeadMailsReport = { sent: 0, skipped: 0 };
  const companies = await dueCompanies(now);
  if (companies.size === 0) return report;
  for (;;) {
    if (options.stillHolding && !(await options.stillHolding())) return report;
    const { taken, mails } = await sendBatch(companies, now, report);
    for (const mail of mails) await deliverMail(mail.id, mail.message).catch((error: unknown) => console.error('Lead mail:', error));
    if (taken < BATCH) return report;
  }
}
