import { NextResponse } from 'next/server';
import { estimateAddress } from '@/lib/estimate/home-estimate';
import { route } from '@/lib/http/route';
import { addressBody, AGENTS_HAVE_NO_ADDRESSES } from '@/lib/leads/address-input';
import { addAddress, listAddresses } from '@/lib/leads/addresses';

const lead = { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_ADDRESSES } as const;

// GET /api/leads/me/addresses – the signed-in lead's addresses, newest first
export const GET = route(lead, async ({ viewer }) => listAddresses(viewer.company.id, viewer.lead.id));

// POST /api/leads/me/addresses – add an address "12 Main St, Riverhead, NY 11901": 201, valued at once (an estimate request)
export const POST = route({ ...lead, body: addressBody }, async ({ viewer, body }) => {
  const estimate = await estimateAddress(viewer, await addAddress(viewer.company, viewer.lead.id, body.address), true);
  return NextResponse.json({ data: estimate.address }, { status: 201 });
});
