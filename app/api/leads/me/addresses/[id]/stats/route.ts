import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';
import { AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { addressStats } from '@/lib/leads/address-stats';
import { getAddress } from '@/lib/leads/addresses';

// GET /api/leads/me/addresses/{id}/stats – the market near one of the lead's addresses (docs/leads.md)
export const GET = route(
  { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_ADDRESSES },
  async ({ viewer, params }) => {
    const id = parseRowId(params.id);
    if (id === null) throw notFound('Address not found');
    return addressStats(viewer, await getAddress(viewer.company.id, viewer.lead!.id, id));
  },
);
