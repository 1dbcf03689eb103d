import 'server-only';
import type { Db } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { recordCall, voiceGatewayUrl } from '@/lib/voice/outgoing';
import type { NewLeadStep } from '../new-lead';
import { automationSettingsOf } from '../settings';
import { newLeadContact } from './new-lead-contact';

/**
 * DESIGN §12 auto-call: when switched on, a new lead with a good phone and an agent with a
 * phone get connected — the voice transport rings the agent first (the bridge), then the lead.
 * A pond lead has nobody to ring. A texting opt-out does not stop a call; a bad number does.
 * Writes the outgoing_calls row and the `auto-call` activity {callId, to, bridge, outcome}
 * ('queued' for the gateway, placed after the commit; 'recorded' without VOICE_URL).
 */
export const autoCallStep: NewLeadStep = async (tx: Db, { company, leadId, via }, after) => {
  // An imported lead did not just ask for anything: nobody texts or rings a list (issue 17, docs/admin.md "Lead import").
  if (via === 'import') return;
  const settings = await automationSettingsOf(tx, company.id);
  if (!settings.autoCall.enabled) return;
  const contact = await newLeadContact(tx, company.id, leadId);
  const to = contact?.lead.phone;
  const bridge = contact?.agent?.phone;
  if (!contact || !to || !bridge || contact.lead.phoneStatus === 'bad_number') return;
  const callId = await recordCall(tx, { companyId: company.id, leadId, agentId: contact.agent?.id ?? null, kind: 'auto-call', to, bridge });
  await tx.insert(activities).values({ companyId: company.id, leadId, type: 'auto-call', data: { callId, to, bridge, outcome: voiceGatewayUrl() ? 'queued' : 'recorded' } });
  after.calls.push(callId);
};
