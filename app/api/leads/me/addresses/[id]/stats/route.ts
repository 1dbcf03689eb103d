import { z } from 'zod';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { addressStats } from '@/lib/leads/address-stats';
import { getAddress } from '@/lib/leads/addresses';

const params = z.object({ id: pathId() });

// GET /api/leads/me/addresses/{id}/stats – the market near one of the lead's addresses (docs/leads.md)
export const GET = route(
  { auth: 'lead', params, notFound: 'Address not found', forbidAgents: AGENTS_HAVE_NO_ADDRESSES },
  async ({ viewer, params }) => {
    return addressStats(viewer, await getAddress(viewer.company.id, viewer.lead.id, params.id));
  },
);
