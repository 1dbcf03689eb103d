import { z } from 'zod';
import { estimateAddress } from '@/lib/estimate/home-estimate';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { getAddress } from '@/lib/leads/addresses';

const params = z.object({ id: pathId() });

// GET /api/leads/me/addresses/{id}/estimate – the home's value, range and comparables (docs/estimate.md)
export const GET = route(
  { auth: 'lead', params, notFound: 'Address not found', forbidAgents: AGENTS_HAVE_NO_ADDRESSES },
  async ({ viewer, params }) => {
    return estimateAddress(viewer, await getAddress(viewer.company.id, viewer.lead.id, params.id));
  },
);
