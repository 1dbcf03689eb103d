import 'server-only';
import { z } from 'zod';
import { claimsToken } from '@/lib/auth/jwt';

/**
 * `?cobuyer=` (SPEC §2): an invitation a lead shares with the person buying with them. It
 * names the lead, so the co-buyer's sign-up is linked to it (DESIGN: a co-buyer is a lead
 * of its own whose primary lead is the buyer).
 */
const invite = claimsToken({
  issuer: 'listings:cobuyer',
  key: 'cobuyer',
  schema: z.object({ id: z.number().int().positive(), companyId: z.number().int().positive() }),
  lifetime: '30d',
});

export function signCoBuyerInvite(companyId: number, leadId: number): Promise<string> {
  return invite.sign({ id: leadId, companyId });
}

/** The inviting lead's id, or null for a forged, expired or foreign invitation. */
export async function coBuyerInviter(token: string, companyId: number): Promise<number | null> {
  return (await invite.verify(token, companyId))?.id ?? null;
}
