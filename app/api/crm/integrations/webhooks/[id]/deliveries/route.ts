import { NextResponse } from 'next/server';
import { z } from 'zod';
import { pathId } from '@/lib/http/input';
import { deliveriesQuery as query } from '@/lib/integrations/input';
import { listDeliveries } from '@/lib/integrations/webhooks';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/integrations/webhooks/{id}/deliveries?status=&page= – newest first with the receiver's answers (admins)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Webhook not found', query }, async ({ access, params, query }) => {
  const { data, pagination } = await listDeliveries(access, params.id, query);
  return NextResponse.json({ data, meta: { pagination } });
});
