import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaignRecipients } from '@/lib/db/schema';

export type CampaignMark = 'opened' | 'clicked' | 'unsubscribed';

const COLUMN = { opened: campaignRecipients.openedAt, clicked: campaignRecipients.clickedAt, unsubscribed: campaignRecipients.unsubscribedAt } as const;
const FIELD = { opened: 'openedAt', clicked: 'clickedAt', unsubscribed: 'unsubscribedAt' } as const;

/**
 * A tracked lead mail that was a campaign's (its recipient row names the mail) notes the open,
 * click or unsubscribe there, the first time, in the caller's transaction: the campaign's
 * figures count leads, not pixel loads. Returns the campaign's id for the activity's data, or
 * null for any other mail. The token needs nothing more: the mail id leads to the campaign.
 */
export async function markCampaignRecipient(tx: Db, mail: { id: number; companyId: number; leadId: number }, mark: CampaignMark, now: Date): Promise<number | null> {
  const where = and(eq(campaignRecipients.companyId, mail.companyId), eq(campaignRecipients.leadId, mail.leadId), eq(campaignRecipients.outgoingMailId, mail.id));
  const [row] = await tx.select({ campaignId: campaignRecipients.campaignId }).from(campaignRecipients).where(where).limit(1);
  if (!row) return null;
  await tx.update(campaignRecipients).set({ [FIELD[mark]]: now }).where(and(where, isNull(COLUMN[mark])));
  // A click or an unsubscribe means the mail was opened, whether or not its pixel loaded.
  if (mark !== 'opened') await tx.update(campaignRecipients).set({ openedAt: sql`coalesce(${campaignRecipients.openedAt}, ${now})` }).where(where);
  return row.campaignId;
}
