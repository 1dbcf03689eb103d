import { z } from 'zod';
import { feedCalendar } from '@/lib/crm/ical-feed';
import { route } from '@/lib/http/route';

const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}\.ics$/) });

// GET /api/calendar/{token}.ics – an agent's calendar for their phone (RFC 5545); the secret address is the key
export const GET = route({ params, notFound: 'Calendar not found' }, async ({ viewer, params }) => {
  const text = await feedCalendar(viewer.company, params.token.slice(0, -'.ics'.length));
  return new Response(text, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300', 'content-disposition': 'inline; filename="calendar.ics"' },
  });
});
