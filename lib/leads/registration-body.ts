import { z } from 'zod';
import { SIGN_UP_TYPES } from '@/stores/sign-up';

// Shapes only: the contact rules (and SPEC's messages) are applied by lib/leads/contact.ts.
const text = z.string().max(1000);

/** The body of POST /api/leads/register/start and …/complete (SPEC §7: lead data plus gClickId and lead.tags). */
export const registrationBody = z.object({
  lead: z.object({
    email: text.optional(),
    phone: text.optional(),
    firstName: text.optional(),
    lastName: text.optional(),
    propertyId: z.number().int().positive().max(2_147_483_647).nullish(),
    propertyPrice: z.number().nonnegative().max(1e10).nullish(),
    tags: z.array(z.string().min(1).max(50)).max(20).optional(),
    signUpType: z.enum(SIGN_UP_TYPES).nullish(),
  }),
  gClickId: z.string().max(255).nullish(),
  cobuyer: z.string().max(4096).nullish(),
  /** Where the sign-in link mailed to a returning e-mail should land. */
  next: z.string().max(2048).optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;
