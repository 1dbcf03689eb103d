import 'server-only';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { getDb, type Db } from '@/lib/db/client';
import { processSingleton } from '@/lib/db/process-singleton';
import { outgoingMail } from '@/lib/db/schema';
import type { Company } from '@/lib/tenancy/company';
import { queryRows } from '@/lib/db/rows';

export interface OutgoingMessage {
  companyId: number;
  leadId?: number | null;
  agentId?: number | null;
  /** What the mail is ("e-alert", "welcome", …), for the CRM and for tracking. */
  kind: string;
  from: { name: string; address: string };
  replyTo?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers (List-Unsubscribe…); they go out with the mail and are not stored. */
  headers?: Record<string, string>;
}

export type MailOutcome = 'sent' | 'queued' | 'failed' | 'recorded';

/** SMTP tries per mail, and the waits between them: a relay down for most of a day still gets the mail out. */
export const MAX_ATTEMPTS = 5;
const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

/** The wait before the next try after `attempts` failed ones, or null to give up. */
export function retryDelayMs(attempts: number): number | null {
  return attempts >= MAX_ATTEMPTS ? null : (RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!);
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://…): without it, mail is recorded, not sent (DESIGN §2). */
const smtpUrl = () => process.env.SMTP_URL || null;

// One transport per process and URL (lib/db/process-singleton.ts says why).
const registry = processSingleton('smtp-transport', (): { __smtpTransport?: { url: string; transport: Transporter } } => ({}));

function transport(url: string): Transporter {
  if (registry.__smtpTransport?.url !== url) registry.__smtpTransport = { url, transport: nodemailer.createTransport(url) };
  return registry.__smtpTransport.transport;
}

/**
 * Who a company's mail is from: the company's name, at MAIL_FROM when set (a relay may only
 * accept its own senders; replies then go to the company's address), else the company's
 * e-mail, else no-reply at its domain.
 */
export function senderFor(company: Company): { from: { name: string; address: string }; replyTo: string | null } {
  const own = company.settings.email;
  const name = company.settings.siteName || company.name;
  if (process.env.MAIL_FROM) return { from: { name, address: process.env.MAIL_FROM }, replyTo: own };
  return { from: { name, address: own ?? `no-reply@${company.domain}` }, replyTo: null };
}

/** The id the next mail row will get, so its links can name it before it is written. */
export async function reserveMailId(tx: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(sql`select nextval(pg_get_serial_sequence('outgoing_mail', 'id'))::int as id`, tx);
  if (!row) throw new Error('nextval answered no row');
  return Number(row.id);
}

/**
 * Writes a mail into outgoing_mail, inside the caller's transaction: 'queued' when it is to
 * go out through SMTP (deliverMail, after the commit), else 'recorded'. Either way the CRM
 * shows it and nothing is lost.
 */
export async function recordMail(tx: Db, message: OutgoingMessage, id?: number): Promise<number> {
  const [row] = await tx
    .insert(outgoingMail)
    .values({
      ...(id === undefined ? {} : { id }),
      companyId: message.companyId,
      leadId: message.leadId ?? null,
      agentId: message.agentId ?? null,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      status: smtpUrl() ? 'queued' : 'recorded',
      fromName: message.from.name,
      fromAddress: message.from.address,
      replyTo: message.replyTo ?? null,
      headers: message.headers ?? null,
    })
    .returning({ id: outgoingMail.id });
  return row!.id;
}

/**
 * Sends a recorded mail through SMTP and notes the outcome on its row. Call it after the
 * transaction that recorded the mail has committed: a crash in between leaves the mail
 * 'queued' (not sent twice). Without SMTP_URL the mail stays 'recorded'.
 */
export async function deliverMail(id: number, message: OutgoingMessage): Promise<MailOutcome> {
  const url = smtpUrl();
  if (!url) return 'recorded';
  const db = await getDb();
  try {
    await transport(url).sendMail({
      from: message.from,
      replyTo: message.replyTo ?? undefined,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      headers: message.headers,
    });
    await db
      .update(outgoingMail)
      .set({ status: 'sent', sentAt: new Date(), error: null, attempts: sql`${outgoingMail.attempts} + 1`, nextAttemptAt: null })
      .where(eq(outgoingMail.id, id));
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Mail ${id} to ${message.to} failed: ${reason}`);
    // Tried again later (mail-retry job) until MAX_ATTEMPTS, then given up as 'failed'.
    const [row] = await db
      .update(outgoingMail)
      .set({ attempts: sql`${outgoingMail.attempts} + 1`, error: reason.slice(0, 1000) })
      .where(eq(outgoingMail.id, id))
      .returning({ attempts: outgoingMail.attempts });
    const attempts = row?.attempts ?? MAX_ATTEMPTS;
    const retryIn = retryDelayMs(attempts);
    await db
      .update(outgoingMail)
      .set(retryIn === null ? { status: 'failed', nextAttemptAt: null } : { status: 'queued', nextAttemptAt: new Date(Date.now() + retryIn) })
      .where(eq(outgoingMail.id, id));
    return retryIn === null ? 'failed' : 'queued';
  }
}

/** Records and sends one mail that needs no transaction of its own. */
export async function sendMail(message: OutgoingMessage): Promise<{ id: number; status: MailOutcome }> {
  const db = await getDb();
  const id = await recordMail(db, message);
  return { id, status: await deliverMail(id, message) };
}
