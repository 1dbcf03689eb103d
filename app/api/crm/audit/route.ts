import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AUDIT_OUTCOMES, listAudit } from '@/lib/audit/read';
import { instant, INT4_MAX } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const query = z.object({
  agentId: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  action: z.string().trim().min(1).max(100).regex(/^[a-z0-9.-]+$/, 'letters, digits, dots and dashes').optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: instant().optional(),
  to: instant().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

// GET /api/crm/audit?agentId=&action=&outcome=&from=&to=&page=&per_page= – the company's audit
// log (admins), newest first; `action` matches an action or its family (`agent` finds `agent.sign-in`)
export const GET = route({ auth: 'agent', admin: true, query }, async ({ viewer, query }) => {
  const { data, pagination } = await listAudit(viewer.company.id, query);
  return NextResponse.json({ data, meta: { pagination } });
});
