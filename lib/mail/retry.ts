import 'server-only';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outgoingMail } from '@/lib/db/schema';
import { deliverMail, type MailOutcome, type OutgoingMessage } from './transport';

/** A mail left 'queued' with no try planned this long is a crash's leftover: it is tried again. */
const STRANDED_MS = 10 * 60_000;
/** A claimed mail is not picked again for this long, whatever happens to the instance trying it. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 50;

/**
 * The mail-retry job: mail SMTP refused (a relay down, a timeout) is sent again when its
 * next try is due, up to MAX_ATTEMPTS (lib/mail/transport.ts). Each mail is claimed first,
 * so two instances never send the same one. Without SMTP_URL there is nothing to send.
 */
export async function retryQueuedMail({ now = new Date(), stillHolding = async () => true } = {}): Promise<Record<MailOutcome, number>> {
  const report: Record<MailOutcome, number> = { sent: 0, queued: 0, failed: 0, recorded: 0 };
  if (!process.env.SMTP_URL) return report;
  const db = await getDb();
  const due = or(lte(outgoingMail.nextAttemptAt, now), and(isNull(outgoingMail.nextAttemptAt), lte(outgoingMail.createdAt, new Date(now.getTime() - STRANDED_MS))));
  const rows = await db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.status, 'queued'), due))
    .orderBy(asc(outgoingMail.id))
    .limit(BATCH);
  for (const row of rows) {
    if (!(await stillHolding())) break;
    const [claimed] = await db
      .update(outgoingMail)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(outgoingMail.id, row.id), eq(outgoingMail.status, 'queued'), due))
      .returning({ id: outgoingMail.id });
    if (!claimed) continue;
    const message: OutgoingMessage = {
      companyId: row.companyId,
      leadId: row.leadId,
      agentId: row.agentId,
      kind: row.kind,
      from: { name: row.fromName ?? '', address: row.fromAddress ?? '' },
      replyTo: row.replyTo,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers ?? undefined,
    };
    report[await deliverMail(row.id, message)] += 1;
  }
  return report;
}

