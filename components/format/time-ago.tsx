import { useFormatter, useTranslations } from 'next-intl';
import { timeAgo } from '@/lib/format/time-ago';

/**
 * "5 min ago" (SPEC §9's units), the exact time (UTC) in its title. `now` is the answer's or the
 * render's time, passed in so the server's HTML and the browser's render agree. Works in server
 * and client components alike (next-intl's hooks exist on both sides).
 */
export function TimeAgo({ at, now }: { at: string; now: number }) {
  const t = useTranslations('TimeAgo');
  const format = useFormatter();
  const time = Date.parse(at);
  return <time dateTime={at} title={Number.isFinite(time) ? format.dateTime(time, 'utcMoment') : undefined}>{timeAgo(t, at, now)}</time>;
}
