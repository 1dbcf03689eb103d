import { homeDetailsBody } from '@/lib/estimate/home-details';
import { tuneAddress } from '@/lib/estimate/home-estimate';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';
import { AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { getAddress } from '@/lib/leads/addresses';

// PUT /api/leads/me/addresses/{id}/details – the owner describes the home (the tuning form); the new estimate
export const PUT = route(
  { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_ADDRESSES, body: homeDetailsBody },
  async ({ viewer, body, params }) => {
    const id = parseRowId(params.id);
    if (id === null) throw notFound('Address not found');
    return tuneAddress(viewer, await getAddress(viewer.company.id, viewer.lead!.id, id), body);
  },
);
