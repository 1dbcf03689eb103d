/**
 * How the lead page says what a plan does next ("Next: Text in 2 days (Tue 10:00)") and why
 * a run is where it is. Plain and pure (`now` is a parameter): the panel and tests use it.
 */
import { formatter } from '@/lib/format/formatter';
import type { LeadPlanRun, RunStep, StepKind } from './plan-types';

export const KIND_LABELS: Record<StepKind, string> = { email: 'E-mail', text: 'Text', todo: 'To-do', call: 'Call' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function stepLabel(step: Pick<RunStep, 'kind' | 'voiceMail'>): string {
  return step.kind === 'call' && step.voiceMail ? 'Voice mail' : KIND_LABELS[step.kind];
}

/** "in 2 days", "in 3 hours", "in 20 min", "now" (overdue steps fire at the job's next round). */
export function relativeTime(at: Date, now: Date): string {
  const ms = at.getTime() - now.getTime();
  if (ms <= MINUTE) return 'now';
  if (ms < HOUR) return `in ${Math.round(ms / MINUTE)} min`;
  // Rounded first, so a step a day away (less the seconds since it was applied) reads "in 1 day", not "in 24 hours".
  const h = Math.round(ms / HOUR);
  if (h < 24) return `in ${h} ${h === 1 ? 'hour' : 'hours'}`;
  const d = Math.round(ms / DAY);
  return `in ${d} ${d === 1 ? 'day' : 'days'}`;
}

/** "Tue 10:00" in the company's time zone. */
export const wallTime = (at: Date): string => formatter.dateTime(at, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).replace(',', '');

/** "Text in 2 days (Tue 10:00)". */
export function nextStepWords(step: Pick<RunStep, 'kind' | 'voiceMail' | 'dueAt'>, now: Date): string {
  const due = new Date(step.dueAt);
  return `${stepLabel(step)} ${relativeTime(due, now)} (${wallTime(due)})`;
}

/** The run's state in a few words, for its line on the lead page. */
export function runStateWords(run: Pick<LeadPlanRun, 'status' | 'reason' | 'next'>, now: Date): string {
  switch (run.status) {
    case 'active': return run.next ? `Next: ${nextStepWords(run.next, now)}` : 'Running';
    case 'paused': return `Paused: ${run.reason ? run.reason.charAt(0).toLowerCase() + run.reason.slice(1) : 'waiting to be resumed'}`;
    case 'finished': return 'Finished: every step done';
    case 'stopped': return `Stopped${run.reason ? `: ${run.reason.charAt(0).toLowerCase() + run.reason.slice(1)}` : ''}`;
  }
}

/** "6 steps: 2 e-mails, 1 text, 2 calls, 1 to-do" for the plans list. */
export function stepsSummary(steps: { kind: StepKind }[]): string {
  const counts = new Map<StepKind, number>();
  for (const s of steps) counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1);
  const plural: Record<StepKind, [string, string]> = { email: ['e-mail', 'e-mails'], text: ['text', 'texts'], call: ['call', 'calls'], todo: ['to-do', 'to-dos'] };
  const parts = (['email', 'text', 'call', 'todo'] as const).filter((k) => counts.has(k)).map((k) => `${counts.get(k)} ${plural[k][counts.get(k) === 1 ? 0 : 1]}`);
  return `${steps.length} ${steps.length === 1 ? 'step' : 'steps'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** "Day 2 + 30 min" for a step's delay. */
export function delayWords(step: { afterDays: number; afterMinutes?: number }): string {
  const minutes = step.afterMinutes ?? 0;
  const day = step.afterDays === 0 ? 'At once' : `After ${step.afterDays} ${step.afterDays === 1 ? 'day' : 'days'}`;
  if (!minutes) return day;
  const extra = minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;
  return step.afterDays === 0 ? `After ${extra}` : `${day} ${extra}`;
}
