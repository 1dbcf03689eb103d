import { z } from 'zod';
import { updatePaidSource } from '@/lib/crm/paid-sources';
import { paidSourceUpdateSchema } from '@/lib/crm/paid-sources-types';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

// PATCH /api/crm/paid-sources/{id} { name?, matchSources?, monthlyBudgetCents?, active? } – edit or deactivate (admins)
export const PATCH = route(
  { auth: 'agent', admin: true, params: z.object({ id: pathId() }), notFound: 'Paid source not found', body: paidSourceUpdateSchema },
  async ({ access, params, body }) => updatePaidSource(access, params.id, body),
);
