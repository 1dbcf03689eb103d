import { NextResponse } from 'next/server';
import { popularListings } from '@/lib/crm/popular-listings';
import { popularQuery } from '@/lib/crm/popular-types';
import { route } from '@/lib/http/route';

// GET /api/admin/properties/popular?period=7|30|90|365&sort=views|favourites|questions&page= – listings by engagement (admins)
export const GET = route({ auth: 'agent', admin: true, query: popularQuery }, async ({ viewer, query }) => {
  const { data, pagination, since } = await popularListings(viewer.company, query);
  return NextResponse.json({ data, meta: { pagination, since } });
});
