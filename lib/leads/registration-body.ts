import { z } from 'zod';
import { price, rowId, safeText } from '@/lib/http/input';
import { SIGN_UP_TYPES } from './sign-up-request';

// Shapes only: the contact rules (and SPEC's messages) are applied by lib/leads/contact.ts.
const text = safeText(1000);

/** The body of POST /api/leads/register/start and …/complete (SPEC §7: lead data plus gClickId and lead.tags). */
export const registrationBody = z.object({
  lead: z.object({
    email: text.optional(),
    phone: text.optional(),
    firstName: text.optional(),
    lastName: text.optional(),
    propertyId: rowId().nullish(),
    propertyPrice: price().nullish(),
    tags: z.array(safeText(50).min(1)).max(20).optional(),
    signUpType: z.enum(SIGN_UP_TYPES).nullish(),
  }),
  gClickId: safeText(255).nullish(),
  cobuyer: safeText(4096).nullish(),
  /** Where the sign-in link mailed to a returning e-mail should land. */
  next: safeText(2048).optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;
