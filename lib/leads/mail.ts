import 'server-only';
import { getDb } from '@/lib/db/client';
import { outgoingMail } from '@/lib/db/schema';

export interface LeadMail {
  companyId: number;
  leadId: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail to a lead, kept in the outgoing-mail table (DESIGN §2: never lost). */
export async function recordMail(mail: LeadMail): Promise<void> {
  const db = await getDb();
  await db.insert(outgoingMail).values({
    companyId: mail.companyId,
    leadId: mail.leadId,
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    status: 'recorded',
  });
}
