import { z } from 'zod';
import { pathId } from '@/lib/http/input';
import { retryDelivery } from '@/lib/integrations/webhooks';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId(), deliveryId: pathId() });

// POST /api/crm/integrations/webhooks/{id}/deliveries/{deliveryId}/retry – due again at once (admins)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'Delivery not found' }, ({ access, params }) => retryDelivery(access, params.id, params.deliveryId));
