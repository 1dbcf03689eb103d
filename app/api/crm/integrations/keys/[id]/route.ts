import { z } from 'zod';
import { pathId } from '@/lib/http/input';
import { revokeKey } from '@/lib/integrations/keys';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// DELETE /api/crm/integrations/keys/{id} – revokes the key at once (admins)
export const DELETE = route({ auth: 'agent', admin: true, params, notFound: 'Key not found' }, ({ access, params, request }) => revokeKey(access, params.id, request));
