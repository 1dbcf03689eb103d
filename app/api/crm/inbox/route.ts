import { NextResponse } from 'next/server';
import { listInbox } from '@/lib/crm/inbox';
import { inboxQuery as query } from '@/lib/crm/inbox-input';
import { route } from '@/lib/http/route';

// GET /api/crm/inbox?state=open|closed&kind=&page= – questions, showing requests and replies of
// the leads the caller sees; open newest first, closed most recently closed first; 25 a page
export const GET = route({ auth: 'agent', query }, async ({ access, query }) => {
  const { data, pagination } = await listInbox(access, query);
  return NextResponse.json({ data, meta: { pagination } });
});
