import { estimateAddress } from '@/lib/estimate/home-estimate';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';
import { AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { getAddress } from '@/lib/leads/addresses';

// GET /api/leads/me/addresses/{id}/estimate – the home's value, range and comparables (docs/estimate.md)
export const GET = route(
  { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_ADDRESSES },
  async ({ viewer, params }) => {
    const id = parseRowId(params.id);
    if (id === null) throw notFound('Address not found');
    return estimateAddress(viewer, await getAddress(viewer.company.id, viewer.lead!.id, id));
  },
);
