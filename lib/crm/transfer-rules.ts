/**
 * SPEC §6 transfer modal types and who may receive each (plain data: the service checks it, the
 * lead page's panel lists only eligible agents with it).
 */
import type { AgentType, TransferType } from './types';

export const TRANSFER_ELIGIBLE: Record<TransferType, readonly AgentType[]> = {
  agent: ['agent', 'broker', 'realtor', 'lender'],
  listingAgent: ['broker', 'realtor'],
  lender: ['lender'],
};

export const TRANSFER_LABELS: Record<TransferType, string> = { agent: 'Buyer agent', listingAgent: 'Listing agent', lender: 'Lender' };

/**
 * Who may transfer a lead: brokers and admins (canManage) any type; an agent or realtor may
 * hand a lead they are buyer agent of to a colleague as buyer agent (`agent` type only), as
 * FUB lets agents pass on their own leads. Lenders never.
 */
export function mayTransfer(viewer: { canManage: boolean; type: AgentType; agentId: number }, type: TransferType, buyerAgentId: number | null): boolean {
  if (viewer.canManage) return true;
  if (viewer.type === 'lender') return false;
  return type === 'agent' && buyerAgentId === viewer.agentId;
}
