/**
 * /calendar's URL state (?view=week&date=2026-11-26&agentId=7): plain, so the page reads it on
 * the server and the client writes it back with history.replaceState.
 */
export const CALENDAR_VIEWS = { day: 'timeGridDay', week: 'timeGridWeek', month: 'dayGridMonth', list: 'listWeek' } as const;
export type CalendarViewName = keyof typeof CALENDAR_VIEWS;

export interface CalendarUrlState {
  view: CalendarViewName | null;
  date: string | null;
  agentId: number | null;
}

const isView = (v: unknown): v is CalendarViewName => typeof v === 'string' && Object.hasOwn(CALENDAR_VIEWS, v);

/** Lenient: a value that does not parse is dropped (the default applies), never an error page. */
export function parseCalendarUrl(params: Record<string, string | string[] | undefined>): CalendarUrlState {
  const one = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
  const view = one('view');
  const date = one('date');
  const agent = one('agentId');
  const validDate = date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  return {
    view: isView(view) ? view : null,
    date: validDate ? date : null,
    agentId: agent !== undefined && /^[1-9]\d{0,8}$/.test(agent) ? Number(agent) : null,
  };
}

export function viewNameOf(fullCalendarView: string): CalendarViewName {
  const found = (Object.keys(CALENDAR_VIEWS) as CalendarViewName[]).find((k) => CALENDAR_VIEWS[k] === fullCalendarView);
  return found ?? 'week';
}

export function calendarUrl(state: { view: CalendarViewName; date: string; agentId: number | null }): string {
  const qs = new URLSearchParams({ view: state.view, date: state.date });
  if (state.agentId !== null) qs.set('agentId', String(state.agentId));
  return `/calendar?${qs.toString()}`;
}
