import { z } from 'zod';
import { deleteSource, editSource } from '@/lib/feeds/sources';
import { editSourceInput } from '@/lib/feeds/sources-input';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

// The segment is named [source] as its sibling /properties/… route names it (Next wants one name
// per level); here it is the feed's id.
const params = z.object({ source: pathId() });
const notFound = 'Source not found';

// PATCH /api/admin/sources/{id} – change a feed (its owner only); auth left out keeps the secret, null removes it
export const PATCH = route({ auth: 'agent', admin: true, params, notFound, body: editSourceInput }, ({ viewer, params, body, request }) =>
  editSource({ companyId: viewer.company.id, agentId: viewer.agent.id, request }, params.source, body),
);

// DELETE /api/admin/sources/{id} – the company stops listing the feed; the last one to leave takes its listings with it
export const DELETE = route({ auth: 'agent', admin: true, params, notFound }, ({ viewer, params, request }) =>
  deleteSource({ companyId: viewer.company.id, agentId: viewer.agent.id, request }, params.source),
);
