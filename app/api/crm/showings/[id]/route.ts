import { z } from 'zod';
import { showingPatchBody } from '@/lib/crm/calendar-query';
import { changeShowing } from '@/lib/crm/showing-book';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/showings/{id} { start?, status? } – move or confirm, cancel, mark done
export const PATCH = route({ auth: 'agent', params, notFound: 'Showing not found', body: showingPatchBody }, ({ access, params, body }) => changeShowing(access, params.id, body));
