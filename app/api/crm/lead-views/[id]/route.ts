import { z } from 'zod';
import { deleteSavedView } from '@/lib/crm/saved-views';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

// DELETE /api/crm/lead-views/{id} – one of the caller's saved views; anyone else's is 404
export const DELETE = route({ auth: 'agent', params: z.object({ id: pathId() }), notFound: 'View not found' }, async ({ access, params }) =>
  deleteSavedView(access, params.id),
);
