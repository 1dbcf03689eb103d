'use client';

import FullCalendar, { type CalendarRef, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CalendarEvent, CalendarKind } from '@/lib/crm/calendar-types';
import type { CrmViewer } from '@/lib/crm/types';
import { AddEventDialog, type AddDraft } from './add-event-dialog';
import { AvailabilityDialog } from './availability-dialog';
import { EventDialog } from './event-dialog';
import { FeedPanel } from './feed-panel';
import { fetchEvents, moveShowing, moveTodo, problemText } from './calendar-api';
import { CALENDAR_VIEWS, calendarUrl, viewNameOf, type CalendarViewName } from './calendar-url';
import { zonedParts } from './zoned';
import styles from './calendar.module.css';

export const KIND_LABELS: Record<CalendarKind, string> = { showing: 'Showing', 'open-house': 'Open house', todo: 'To-do' };
/** One colour per kind, white text on each at 4.5:1 or better; the legend shows the same. */
const KIND_COLOURS: Record<CalendarKind, string> = { showing: '#1d5e8a', 'open-house': '#6b3fa0', todo: '#2e6b30' };

interface Props {
  viewer: CrmViewer;
  initialView: CalendarViewName | null;
  initialDate: string;
  agentId: number | null;
  timeZone: string;
}

/** Narrow screens open on the day's list; wider ones on the week (unless the URL says otherwise). */
const defaultView = (): CalendarViewName => (typeof window !== 'undefined' && window.matchMedia('(max-width: 760px)').matches ? 'list' : 'week');

/**
 * /calendar (issue 15) on FullCalendar 7: day, week, month and list views of /api/crm/calendar,
 * the view and date kept in the URL; dragging a to-do or showing moves it through its PATCH
 * (a refusal puts it back and says why); a time selection or the Add button opens the add
 * dialog; a click on an event opens it (its lead, and a keyboard way to move it).
 */
export function CalendarScreen({ viewer, initialView, initialDate, agentId, timeZone }: Props) {
  const calendar = useRef<CalendarRef>(null);
  const [view] = useState<CalendarViewName>(() => initialView ?? defaultView());
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [draft, setDraft] = useState<AddDraft | null>(null);
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);

  const refetch = useCallback(() => calendar.current?.getApi().refetchEvents(), []);

  const events = useCallback(
    async (info: { startStr: string; endStr: string }) => {
      const list = await fetchEvents(info.startStr, info.endStr, agentId);
      return list.map((e): EventInput => ({
        id: `${e.kind}-${e.id}`,
        title: e.title,
        start: e.start,
        end: e.end,
        editable: e.editable && e.kind !== 'open-house' && e.status !== 'done',
        // FullCalendar 7's names: `color` (background and border) and `contrastColor` (text).
        color: KIND_COLOURS[e.kind],
        contrastColor: '#ffffff',
        className: e.status === 'done' ? styles.done : undefined,
        extendedProps: { event: e },
      }));
    },
    [agentId],
  );

  const plugins = useMemo(() => [classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin], []);

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1>Calendar</h1>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setDraft({ start: null })}>Add</button>
          <button type="button" className="button button-secondary" onClick={() => setHoursOpen(true)}>Availability</button>
        </div>
      </div>
      <ul className={styles.legend} aria-label="Event kinds">
        {(Object.keys(KIND_LABELS) as CalendarKind[]).map((kind) => (
          <li key={kind}><span className={styles.swatch} style={{ background: KIND_COLOURS[kind] }} aria-hidden="true" />{KIND_LABELS[kind]}</li>
        ))}
      </ul>
      <p className={status?.error ? styles.error : styles.status} role="status" aria-live="polite">{status?.text ?? ''}</p>
      <div className={styles.calendar}>
        <FullCalendar
          ref={calendar}
          plugins={plugins}
          timeZone={timeZone}
          initialView={CALENDAR_VIEWS[view]}
          initialDate={initialDate}
          headerToolbar={{ start: 'prev,today,next', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth,listWeek' }}
          // The Today button's name must contain its text (axe: label-content-name-mismatch).
          todayHint="Today"
          buttons={{ today: { text: 'Today' }, timeGridDay: { text: 'Day' }, timeGridWeek: { text: 'Week' }, dayGridMonth: { text: 'Month' }, listWeek: { text: 'List' } }}
          height="auto"
          slotMinTime="07:00:00"
          slotMaxTime="21:00:00"
          slotDuration="00:30:00"
          snapDuration="00:30:00"
          nowIndicator
          selectable
          selectMirror
          eventDurationEditable={false}
          events={events}
          datesSet={(info) => {
            const name = viewNameOf(info.view.type);
            // The date navigated to, not the view's first day: a shared ?view=week&date=Wednesday
            // stays Wednesday, and switching to Day from it opens that Wednesday.
            const date = zonedParts(info.view.calendar.getDate(), timeZone).date;
            window.history.replaceState(window.history.state, '', calendarUrl({ view: name, date, agentId }));
          }}
          select={(info) => {
            calendar.current?.getApi().unselect();
            setDraft({ start: info.allDay ? null : info.start.toISOString() });
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            const event = info.event.extendedProps.event as CalendarEvent | undefined;
            if (event) setOpened(event);
          }}
          eventDrop={async (info) => {
            const event = info.event.extendedProps.event as CalendarEvent | undefined;
            const start = info.event.start;
            if (!event || !start) return info.revert();
            setStatus({ text: 'Moving…', error: false });
            try {
              if (event.kind === 'todo') await moveTodo(event.id, start.toISOString());
              else if (event.kind === 'showing') await moveShowing(event.id, start.toISOString());
              else throw new Error('not movable');
              setStatus({ text: `Moved “${event.title}”`, error: false });
              refetch();
            } catch (error) {
              info.revert();
              setStatus({ text: problemText(error, 'Could not move it: try again'), error: true });
            }
          }}
        />
      </div>
      <FeedPanel />
      {draft && (
        <AddEventDialog
          draft={draft}
          timeZone={timeZone}
          agentId={agentId}
          canShow={viewer.type !== 'lender' || agentId !== null}
          onClose={() => setDraft(null)}
          onAdded={(text) => {
            setDraft(null);
            setStatus({ text, error: false });
            refetch();
          }}
        />
      )}
      {opened && (
        <EventDialog
          event={opened}
          timeZone={timeZone}
          onClose={() => setOpened(null)}
          onMoved={(text) => {
            setOpened(null);
            setStatus({ text, error: false });
            refetch();
          }}
        />
      )}
      {hoursOpen && <AvailabilityDialog agentId={agentId} onClose={() => setHoursOpen(false)} onSaved={(text) => { setHoursOpen(false); setStatus({ text, error: false }); }} />}
    </div>
  );
}
