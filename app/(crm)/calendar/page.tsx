import type { Metadata } from 'next';
import { CalendarScreen } from '@/components/crm/calendar/calendar-screen';
import { parseCalendarUrl } from '@/components/crm/calendar/calendar-url';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { dayText } from '@/lib/property/schedule';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

export const metadata: Metadata = { title: 'Calendar' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /calendar (issue 15): the agent's showings, open houses and to-dos by day, week or month.
 * The calendar itself is a client component (FullCalendar) that reads /api/crm/calendar for the
 * range it shows; this page passes what the URL asks for and today's date in the company's zone.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const state = parseCalendarUrl(await searchParams);
  const { viewer } = await requireCrmAgent('/calendar');
  return (
    <CalendarScreen
      viewer={viewer}
      initialView={state.view}
      initialDate={state.date ?? dayText(new Date(), COMPANY_TIME_ZONE)}
      agentId={viewer.canManage ? state.agentId : null}
      timeZone={COMPANY_TIME_ZONE}
    />
  );
}
