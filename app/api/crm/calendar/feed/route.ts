import { feedAddress, regenerateFeed } from '@/lib/crm/ical-feed';
import { route } from '@/lib/http/route';

// GET /api/crm/calendar/feed – the caller's secret iCalendar address (made on first use)
export const GET = route({ auth: 'agent' }, ({ viewer, access }) => feedAddress(access, viewer.company));
// POST /api/crm/calendar/feed – a new address; the old one answers 404 from now on
export const POST = route({ auth: 'agent' }, ({ viewer, access }) => regenerateFeed(access, viewer.company));
