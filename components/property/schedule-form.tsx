'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useSession } from '@/components/layout/session-context';
import { apiGet, apiPost } from '@/lib/api/client';
import { noteEngagement } from '@/components/leads/engagement';
import { ApiError } from '@/lib/api/errors';
import type { Slot } from '@/lib/property/schedule';
import styles from './schedule.module.css';

interface Props {
  propertyId: number;
  agent: { id: number; name: string };
  /** YYYY-MM-DD, in the company's zone. */
  days: string[];
  timeZone: string;
}

const getSlots = (path: string) => apiGet<{ data: { slots: Slot[] } }>(path).then((r) => r.data.slots);

/**
 * Choose a day and one of the agent's free half-hour slots (GET /api/agents/{id}/schedule/day),
 * then send the request (POST /api/properties/{id}/showings). Visitors see the times and are
 * asked to sign up to book one (SPEC §6: showing requests are for fully signed-up leads).
 */
export function ScheduleForm({ propertyId, agent, days, timeZone }: Props) {
  const t = useTranslations('Schedule');
  const { userAuthorized, agentAuthorized } = useSession();
  const [day, setDay] = useState(days[0] ?? '');
  const [slot, setSlot] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; text: string }>({ kind: 'idle' });
  const { data: slots, mutate, isLoading } = useSWR(`/agents/${agent.id}/schedule/day?date=${day}`, getSlots, { revalidateOnFocus: false });
  const format = useFormatter();
  const dayLabel = (at: Date) => format.dateTime(at, 'weekday');
  const timeLabel = (at: Date) => format.dateTime(at, 'clock', { timeZone });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (slot === null) return;
    setState({ kind: 'sending' });
    try {
      await apiPost(`/properties/${propertyId}/showings`, { agentId: agent.id, start: slot, message: message || undefined });
      noteEngagement();
      setState({ kind: 'done' });
    } catch (e) {
      setState({ kind: 'error', text: e instanceof ApiError ? e.message : t('failed') });
      void mutate();
    }
  };

  if (state.kind === 'done') {
    return (
      <p role="status" className={styles.done} data-testid="showing-requested">
        {t('requested', { name: agent.name, time: slot ? `${dayLabel(new Date(`${day}T12:00:00Z`))}, ${timeLabel(new Date(slot))}` : '' })}
      </p>
    );
  }

  return (
    <form onSubmit={submit} className={styles.form}>
      <fieldset>
        <legend>{t('day')}</legend>
        <div className={styles.days}>
          {days.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === day}
              onClick={() => {
                setDay(d);
                setSlot(null);
              }}
            >
              {dayLabel(new Date(`${d}T12:00:00Z`))}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset aria-busy={isLoading}>
        <legend>{t('time', { name: agent.name })}</legend>
        <div className={styles.slots} data-testid="slots">
          {(slots ?? []).map((s) => (
            <label key={s.start} className={styles.slot} data-available={s.available}>
              <input type="radio" name="slot" value={s.start} disabled={!s.available} checked={slot === s.start} onChange={() => setSlot(s.start)} />
              <span>{timeLabel(new Date(s.start))}</span>
            </label>
          ))}
        </div>
        {slots && !slots.some((s) => s.available) ? <p>{t('noSlots')}</p> : null}
      </fieldset>
      <label className={styles.message}>
        <span>{t('message')}</span>
        <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={1000} />
      </label>
      {state.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {state.text}
        </p>
      ) : null}
      {agentAuthorized ? (
        <p>{t('agentsCannot')}</p>
      ) : userAuthorized ? (
        <button type="submit" className="button" disabled={slot === null || state.kind === 'sending'}>
          {t('submit')}
        </button>
      ) : (
        <a className="button" href="#signup" data-signup="visitHouse" data-property-id={propertyId}>
          {t('signUp')}
        </a>
      )}
    </form>
  );
}
