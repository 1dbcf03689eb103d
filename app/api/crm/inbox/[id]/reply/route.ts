import { NextResponse } from 'next/server';
import { z } from 'zod';
import { replyBody as body } from '@/lib/crm/inbox-input';
import { replyToInboxItem } from '@/lib/crm/inbox-reply';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/inbox/{id}/reply { message, close? } – e-mail the lead and write the `email`
// activity: 201 { activity, item }; `close: true` also closes the item ("Send & close")
export const POST = route({ auth: 'agent', params, notFound: 'Inbox item not found', body }, async ({ viewer, access, params, body }) => {
  const result = await replyToInboxItem(access, viewer.company, params.id, body);
  return NextResponse.json({ data: result }, { status: 201 });
});
