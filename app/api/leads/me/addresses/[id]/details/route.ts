import { z } from 'zod';
import { homeDetailsBody } from '@/lib/estimate/home-details';
import { tuneAddress } from '@/lib/estimate/home-estimate';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { getAddress } from '@/lib/leads/addresses';

const params = z.object({ id: pathId() });

// PUT /api/leads/me/addresses/{id}/details – the owner describes the home (the tuning form); the new estimate
export const PUT = route(
  { auth: 'lead', params, notFound: 'Address not found', forbidAgents: AGENTS_HAVE_NO_ADDRESSES, body: homeDetailsBody },
  async ({ viewer, body, params }) => {
    return tuneAddress(viewer, await getAddress(viewer.company.id, viewer.lead.id, params.id), body);
  },
);
