import { z } from 'zod';
import { EMAIL_STATUSES, LEAD_STAGES, PHONE_STATUSES } from '@/lib/db/schema/leads';

/**
 * The lead fields of SPEC §3 carried in the JWT cookie. Apart from lead-token.ts (server only) so
 * that the browser tests sign a seeded lead's token with exactly these fields (tests/e2e/helpers.ts).
 */
export const leadClaimsSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  lenderId: z.number().int().nullable(),
  completed: z.boolean(),
  email: z.string().nullable(),
  emailStatus: z.enum(EMAIL_STATUSES),
  phone: z.string().nullable(),
  phoneStatus: z.enum(PHONE_STATUSES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  agentId: z.number().int().nullable(),
  relatedLeadFirstName: z.string().nullable(),
  hasCoBuyer: z.boolean(),
  isEngaged: z.boolean(),
  stage: z.enum(LEAD_STAGES),
});
export type LeadClaims = z.infer<typeof leadClaimsSchema>;
