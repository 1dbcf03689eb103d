import { route } from '@/lib/http/route';
import { clearFavourites, favouritingLead } from '@/lib/leads/favourites';

// DELETE /api/leads/me/properties/fave – unfavourite all (SPEC §4; SPEC leaves the call open)
export const DELETE = route({}, async ({ viewer }) => {
  const lead = await favouritingLead(viewer);
  return clearFavourites(viewer.company.id, lead.id);
});
