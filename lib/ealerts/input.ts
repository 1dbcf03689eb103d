/** Request bodies of the e-alert and lead-search calls (SPEC §7), checked at the boundary. */
import { z } from 'zod';
import { MAX_RAW_LENGTH, MAX_TEXT_LENGTH } from '@/lib/filters/limits';
import { safeText } from '@/lib/http/input';
import { CRITERIA_PRIORITY } from '@/lib/search/criteria-priority';
import { EALERT_FREQUENCIES } from './frequencies';

/** Search query keys with text values (numbers and flags accepted too); which keys and values are valid is the codec's to say (./criteria.ts). */
export const criteriaInput = z.record(
  safeText(MAX_TEXT_LENGTH),
  z.union([safeText(MAX_RAW_LENGTH), z.number(), z.boolean(), z.null()], { error: 'Each search value must be text, a number or true/false' }),
  { error: 'criteria must be an object of search keys' },
);

const frequency = z.enum(EALERT_FREQUENCIES, { error: `frequency must be one of: ${EALERT_FREQUENCIES.join(', ')}` });
// Names are cut to 255 characters, never refused for length (SPEC §5); the service tidies them.
const text = safeText().nullish();

export const createEAlertBody = z.object({
  ealert: z.object({ criteria: criteriaInput, customName: text, description: text, frequency: frequency.optional() }, { error: 'ealert must be an object' }),
});

export const updateEAlertBody = z.object({
  ealert: z
    .object({ criteria: criteriaInput.optional(), customName: text, description: text, frequency: frequency.optional() }, { error: 'ealert must be an object' })
    .refine((e) => e.criteria !== undefined || e.customName !== undefined || e.description !== undefined || e.frequency !== undefined, {
      error: 'Say what to change: customName, frequency, criteria or description',
    }),
});

const PRIORITY_NAMES = Object.keys(CRITERIA_PRIORITY) as (keyof typeof CRITERIA_PRIORITY)[];

export const leadSearchBody = z.object({
  search: z.object(
    {
      criteria: criteriaInput,
      type: z.enum(PRIORITY_NAMES as [keyof typeof CRITERIA_PRIORITY, ...(keyof typeof CRITERIA_PRIORITY)[]], {
        error: `type must be one of: ${PRIORITY_NAMES.join(', ')}`,
      }),
    },
    { error: 'search must be an object' },
  ),
});
