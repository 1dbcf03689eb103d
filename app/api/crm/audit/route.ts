import { NextResponse } from 'next/server';
import { auditQuerySchema, listAudit } from '@/lib/audit/read';
import { route } from '@/lib/http/route';

// GET /api/crm/audit?agentId=&action=&outcome=&from=&to=&page=&per_page= – the company's audit log (admins)
export const GET = route({ auth: 'agent', admin: true, query: auditQuerySchema }, async ({ viewer, query }) => {
  const { data, pagination } = await listAudit(viewer.company.id, query);
  return NextResponse.json({ data, meta: { pagination } });
});
