import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { AfterCommit } from '@/lib/automation/new-lead';
import { automationSettingsOf } from '@/lib/automation/settings';
import { leadDisplayName } from '@/lib/crm/lead-name';
import type { Db } from '@/lib/db/client';
import { leadClaimOffers } from '@/lib/db/schema';
import { recordMail, senderFor, type OutgoingMessage } from '@/lib/mail/transport';
import { recordText } from '@/lib/texts/outgoing';
import type { Company } from '@/lib/tenancy/company';

const MINUTE_MS = 60_000;

export interface OfferInput {
  company: Company;
  lead: { id: number; firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  ruleId: string;
  ruleName: string;
  group: { id: number; firstName: string; email: string; phone: string | null }[];
  now: Date;
  after: AfterCommit;
}

/**
 * First-to-claim (DESIGN §12): the lead stays in the pond with an offer to the group that
 * expires after the company's claim window; every agent of the group is told at once, by
 * e-mail and, with a phone on file, by text. Both are recorded in the transaction and handed
 * to the transports after the commit (AfterCommit), so a crash never loses or doubles one.
 */
export async function offerLead(tx: Db, input: OfferInput): Promise<{ id: number; expiresAt: Date }> {
  const { claimWindowMinutes } = await automationSettingsOf(tx, input.company.id);
  const expiresAt = new Date(input.now.getTime() + claimWindowMinutes * MINUTE_MS);
  const [offer] = await tx.insert(leadClaimOffers).values({
    companyId: input.company.id, leadId: input.lead.id, ruleId: input.ruleId, agentIds: input.group.map((g) => g.id), expiresAt, createdAt: input.now,
  }).returning({ id: leadClaimOffers.id });
  if (!offer) throw new Error('The claim offer was not written');
  const name = leadDisplayName(input.lead);
  const link = `https://${input.company.domain}/lead?id=${input.lead.id}`;
  const sender = senderFor(input.company);
  for (const agent of input.group) {
    const message: OutgoingMessage = {
      companyId: input.company.id, leadId: input.lead.id, agentId: agent.id, kind: 'claim-offer', from: sender.from, replyTo: sender.replyTo, to: agent.email,
      subject: `New lead to claim: ${name}`,
      text: `Hi ${agent.firstName},\n\n${name} just arrived (${input.ruleName}). The first of your group to claim the lead gets it; `
        + `after ${claimWindowMinutes} minute${claimWindowMinutes === 1 ? '' : 's'} the default rule decides.\n\nClaim it: ${link}\n`,
    };
    input.after.mails.push({ id: await recordMail(tx, message), message });
    if (agent.phone) {
      input.after.texts.push(await recordText(tx, {
        companyId: input.company.id, leadId: input.lead.id, agentId: agent.id, kind: 'claim-offer', to: agent.phone,
        body: `New lead to claim: ${name}. First to claim gets it (${claimWindowMinutes} min): ${link}`,
      }));
    }
  }
  return { id: offer.id, expiresAt };
}

export type OpenOffer = typeof leadClaimOffers.$inferSelect;

/** The lead's unresolved offer, locked (a claim and the expiry job take it in the same order: offer, then lead). */
export async function lockOpenOffer(tx: Db, companyId: number, leadId: number): Promise<OpenOffer | null> {
  const [offer] = await tx.select().from(leadClaimOffers)
    .where(and(eq(leadClaimOffers.companyId, companyId), eq(leadClaimOffers.leadId, leadId), isNull(leadClaimOffers.resolvedAt)))
    .limit(1).for('update');
  return offer ?? null;
}

export async function resolveOffer(tx: Db, offerId: number, outcome: 'claimed' | 'expired', at: Date): Promise<void> {
  await tx.update(leadClaimOffers).set({ outcome, resolvedAt: at }).where(eq(leadClaimOffers.id, offerId));
}
