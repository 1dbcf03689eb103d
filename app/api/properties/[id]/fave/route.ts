import { z } from 'zod';
import { pathText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { favouritableListing, favouritingLead, setFavourite } from '@/lib/leads/favourites';

const params = z.object({ id: pathText() });

const toggle = (on: boolean) =>
  route({ params }, async ({ viewer, params }) => {
    const lead = await favouritingLead(viewer);
    const propertyId = await favouritableListing(viewer, params.id);
    const { count } = await setFavourite(viewer.company, lead.id, propertyId, on);
    return { propertyId, is_favourite: on, count };
  });

// POST /api/properties/{id}/fave – favourite a home; DELETE – unfavourite it. data: { count } (the lead's total)
export const POST = toggle(true);
export const DELETE = toggle(false);
