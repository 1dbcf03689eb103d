import 'server-only';
import type { Db } from '@/lib/db/client';
import { outgoingTexts } from '@/lib/db/schema';

export interface OutgoingText {
  companyId: number;
  leadId?: number | null;
  agentId?: number | null;
  /** What the text is ('text', 'smart-text', 'drip-plan-text', 'hot-lead-alert', 'claim-offer' …). */
  kind: string;
  /** E.164. */
  to: string;
  /** The company's (or agent's) number it goes out from, when one is set up (sms_numbers). */
  from?: string | null;
  body: string;
}

/** Texts about a lead that go to its agents, not to the lead (alerts, first-to-claim offers): never part of the lead's conversation. */
export const TEXTS_TO_AGENTS = ['hot-lead-alert', 'claim-offer'];

/** SMS_URL: the HTTP gateway texts go to; without it texts are recorded, not sent (DESIGN §12). */
export const smsGatewayUrl = (): string | null => process.env.SMS_URL || null;

/**
 * Writes a text into outgoing_texts inside the caller's transaction: 'queued' when a gateway
 * is configured (lib/texts/delivery.ts sends it after the commit, and the text-delivery job
 * retries what failed), else 'recorded'. Either way the CRM shows it and nothing is lost.
 */
export async function recordText(tx: Db, text: OutgoingText): Promise<number> {
  const [row] = await tx
    .insert(outgoingTexts)
    .values({
      companyId: text.companyId,
      leadId: text.leadId ?? null,
      agentId: text.agentId ?? null,
      kind: text.kind,
      toPhone: text.to,
      fromPhone: text.from ?? null,
      body: text.body,
      status: smsGatewayUrl() ? 'queued' : 'recorded',
    })
    .returning({ id: outgoingTexts.id });
  return row!.id;
}
