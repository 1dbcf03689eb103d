import { z } from 'zod';
import { forbidden, unprocessable } from '@/lib/http/errors';
import { rowId, safeText } from '@/lib/http/input';
import { fieldErrors } from '@/lib/http/zod-errors';
import type { CrmAccess } from './access';
import { FEATURED_MAX } from './featured-types';

/** The home page is the company's shop window: brokers and admins choose it (DESIGN §9, `/featured-listings`: managers). */
export function requireManager(access: CrmAccess): void {
  if (!access.canManage) throw forbidden('Only brokers and admins can choose the featured listings');
}

const putBody = z.object({
  propertyIds: z
    .array(rowId(), { error: 'must be a list of listing ids' })
    .max(FEATURED_MAX, { error: `must hold at most ${FEATURED_MAX} listings` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a listing twice' }),
});

/**
 * The PUT body, read after the role check (the route takes it loosely) so an agent who may not
 * use the call hears 403, not what was wrong with their input.
 */
export function parseFeaturedPut(input: unknown): number[] {
  const result = putBody.safeParse(input);
  if (result.success) return result.data.propertyIds;
  const errors = fieldErrors(result.error);
  // An error about one element ("propertyIds.3") names the list: the field the caller sent.
  const message = Object.values(errors)[0] ?? 'must be a list of listing ids';
  throw unprocessable(`propertyIds: ${message}`, { propertyIds: message });
}

export const candidatesQuery = z.object({ q: safeText(200).optional().default('') });
