import { NextResponse } from 'next/server';
import { listLeads } from '@/lib/crm/leads-list';
import { leadsQuerySchema } from '@/lib/crm/leads-query';
import { route } from '@/lib/http/route';

// GET /api/crm/leads?q=&stage=&agentId=&source=&tag=&pond=1&hot=1&sort=&page=&per_page= – the
// leads the caller sees (DESIGN §9), one page, with meta.pagination
export const GET = route({ auth: 'agent', query: leadsQuerySchema }, async ({ access, query }) => {
  const { data, pagination } = await listLeads(access, query);
  return NextResponse.json({ data, meta: { pagination } });
});
