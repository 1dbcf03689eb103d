import { z } from 'zod';
import { setPaidSourceSpend } from '@/lib/crm/paid-sources';
import { spendSchema } from '@/lib/crm/paid-sources-types';
import { pathId, pathText } from '@/lib/http/input';
import { route } from '@/lib/http/route';

// PUT /api/crm/paid-sources/{id}/spend/{YYYY-MM} { amount: cents | null } – a month's spend (admins; null clears it)
export const PUT = route(
  { auth: 'agent', admin: true, params: z.object({ id: pathId(), month: pathText() }), notFound: 'Paid source not found', body: spendSchema },
  async ({ access, params, body }) => setPaidSourceSpend(access, params.id, params.month, body.amount),
);
