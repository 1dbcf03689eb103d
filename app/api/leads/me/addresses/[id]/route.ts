import { estimateAddress } from '@/lib/estimate/home-estimate';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';
import { addressBody, AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { updateAddress } from '@/lib/leads/addresses';

// PUT /api/leads/me/addresses/{id} – correct one of the lead's addresses (valued again)
export const PUT = route(
  { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_ADDRESSES, body: addressBody },
  async ({ viewer, body, params }) => {
    const id = parseRowId(params.id);
    if (id === null) throw notFound('Address not found');
    return (await estimateAddress(viewer, await updateAddress(viewer.company, viewer.lead!.id, id, body.address))).address;
  },
);
