import 'server-only';
import type { Db } from '@/lib/db/client';
import { outgoingCalls } from '@/lib/db/schema';
import type { CALL_KINDS } from '@/lib/db/schema/texts';

export interface OutgoingCall {
  companyId: number;
  leadId?: number | null;
  agentId?: number | null;
  kind: (typeof CALL_KINDS)[number];
  /** E.164: the lead. */
  to: string;
  /** An auto-call's agent phone, rung first. */
  bridge?: string | null;
  /** A voice drop's script. */
  script?: string | null;
}

/** VOICE_URL: the HTTP voice gateway; without it calls are recorded, not placed (DESIGN §12). */
export const voiceGatewayUrl = (): string | null => process.env.VOICE_URL || null;

/** Writes a call into outgoing_calls in the caller's transaction: 'queued' for the gateway (after the commit), else 'recorded'. */
export async function recordCall(tx: Db, call: OutgoingCall): Promise<number> {
  const [row] = await tx
    .insert(outgoingCalls)
    .values({
      companyId: call.companyId, leadId: call.leadId ?? null, agentId: call.agentId ?? null, kind: call.kind,
      toPhone: call.to, bridgePhone: call.bridge ?? null, script: call.script ?? null,
      status: voiceGatewayUrl() ? 'queued' : 'recorded',
    })
    .returning({ id: outgoingCalls.id });
  return row!.id;
}
