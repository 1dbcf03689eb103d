import { z } from 'zod';
import { pathId, safeText } from '@/lib/http/input';
import { badRequest, notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { dayInRange, parseDay } from '@/lib/property/schedule';
import { agentDay, showingAgent } from '@/lib/property/showings';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

const query = z.object({ date: safeText(20) });
const params = z.object({ id: pathId() });

// GET /api/agents/{id}/schedule/day?date=YYYY-MM-DD – the agent's showing slots that day (SPEC §7)
export const GET = route({ query, params, notFound: 'Agent not found' }, async ({ viewer, query: { date }, params }) => {
  const agent = await showingAgent(viewer.company.id, params.id);
  if (agent === null) throw notFound('Agent not found');
  const day = parseDay(date);
  if (day === null) throw badRequest('date: must be a calendar date, YYYY-MM-DD', { date: 'must be a calendar date, YYYY-MM-DD' });
  const now = new Date();
  if (!dayInRange(day, COMPANY_TIME_ZONE, now)) throw badRequest('date: showings can be booked from today up to 60 days ahead', { date: 'from today up to 60 days ahead' });
  return { date, agent, timeZone: COMPANY_TIME_ZONE, slots: await agentDay(viewer.company.id, agent.id, day, COMPANY_TIME_ZONE, now) };
});
