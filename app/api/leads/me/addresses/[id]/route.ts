import { z } from 'zod';
import { estimateAddress } from '@/lib/estimate/home-estimate';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { addressBody, AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { updateAddress } from '@/lib/leads/addresses';

const params = z.object({ id: pathId() });

// PUT /api/leads/me/addresses/{id} – correct one of the lead's addresses (valued again)
export const PUT = route(
  { auth: 'lead', params, notFound: 'Address not found', forbidAgents: AGENTS_HAVE_NO_ADDRESSES, body: addressBody },
  async ({ viewer, body, params }) => {
    return (await estimateAddress(viewer, await updateAddress(viewer.company, viewer.lead.id, params.id, body.address))).address;
  },
);
