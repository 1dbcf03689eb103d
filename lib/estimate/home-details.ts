import { z } from 'zod';
import { CONDITIONS, UPGRADES } from './types';
import { formatCount } from '@/lib/format/formatter';

/** Property types an owner can pick for a home (land is valued from its listing, not described). */
export const HOME_TYPES = ['r', 'c', 't', 'mf', 'co', 'dplx', 'f', 'cn', 'mh'] as const;

export const DETAIL_LIMITS = {
  beds: { min: 0, max: 20 },
  baths: { min: 0, max: 20 },
  livingArea: { min: 200, max: 30_000 },
  lotAcres: { min: 0, max: 1_000 },
  yearBuilt: { min: 1650 },
} as const;

const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${formatCount(min)} to ${formatCount(max)}` })
    .max(max, { error: `${name} must be from ${formatCount(min)} to ${formatCount(max)}` });

const { beds, baths, livingArea, lotAcres, yearBuilt } = DETAIL_LIMITS;
/** Next year's homes are sold before they are finished; later ones are typos. */
const latestYear = () => new Date().getUTCFullYear() + 1;

/**
 * The tuning form (PUT /api/leads/me/addresses/{id}/details): the owner's own description of
 * the home. Absurd values are refused (422) rather than valued: a 90,000 sq ft cottage or a
 * house built next year would give a figure nobody should trust.
 */
export const homeDetailsBody = z.object({
  propertyType: z.enum(HOME_TYPES, { error: 'Choose a home type' }).optional(),
  beds: whole('Bedrooms', beds.min, beds.max),
  baths: z
    .number({ error: 'Bathrooms must be a number' })
    .min(baths.min, { error: `Bathrooms must be from ${baths.min} to ${baths.max}` })
    .max(baths.max, { error: `Bathrooms must be from ${baths.min} to ${baths.max}` })
    .refine((v) => Number.isInteger(v * 2), { error: 'Bathrooms are counted in halves (e.g. 2.5)' }),
  livingArea: whole('Square feet', livingArea.min, livingArea.max),
  yearBuilt: z
    .number({ error: 'Year built must be a number' })
    .int({ error: 'Year built must be a whole number' })
    .refine((v) => v >= yearBuilt.min && v <= latestYear(), { error: () => `Year built must be from ${yearBuilt.min} to ${latestYear()}` })
    .nullable()
    .optional(),
  lotAcres: z
    .number({ error: 'Lot size must be a number' })
    .min(lotAcres.min, { error: `Lot size must be from ${lotAcres.min} to ${formatCount(lotAcres.max)} acres` })
    .max(lotAcres.max, { error: `Lot size must be from ${lotAcres.min} to ${formatCount(lotAcres.max)} acres` })
    .nullable()
    .optional(),
  waterfront: z.boolean({ error: 'Waterfront must be true or false' }).optional(),
  condition: z.enum(CONDITIONS, { error: `Condition must be one of ${CONDITIONS.join(', ')}` }),
  upgrades: z
    .array(z.enum(UPGRADES, { error: `Upgrades may be ${UPGRADES.join(', ')}` }), { error: 'Upgrades must be a list' })
    .max(UPGRADES.length)
    .default([]),
});

export type HomeDetailsInput = z.infer<typeof homeDetailsBody>;
