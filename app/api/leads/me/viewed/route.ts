import { z } from 'zod';
import { rowId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { markViewed } from '@/lib/leads/viewed';
import { listingAccess } from '@/lib/property/listing-access';
import { MAX_VIEWED_HOUSES } from '@/lib/property/viewed-houses';

const body = z.object({ ids: z.array(rowId()).max(MAX_VIEWED_HOUSES) });

// POST /api/leads/me/viewed – the homes of the viewedHouses cookie become the lead's viewed homes (SPEC §4 "After login")
export const POST = route({ auth: 'lead', body }, async ({ viewer, body }) => {
  const ids = [...new Set(body.ids)];
  const access = await Promise.all(ids.map((id) => listingAccess(viewer.company, id, false)));
  const shown = ids.filter((_, i) => access[i]!.kind === 'ok');
  return { added: await markViewed(viewer.company.id, viewer.lead, shown) };
});
