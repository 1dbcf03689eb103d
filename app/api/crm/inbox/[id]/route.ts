import { z } from 'zod';
import { closeBody as body } from '@/lib/crm/inbox-input';
import { setInboxItemClosed } from '@/lib/crm/inbox-state';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/inbox/{id} { closed } – close (to /closed-inbox) or reopen an item: the item
export const PATCH = route({ auth: 'agent', params, notFound: 'Inbox item not found', body }, async ({ access, params, body }) =>
  setInboxItemClosed(access, params.id, body.closed),
);
