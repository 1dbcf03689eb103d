import { formatAbsoluteTime, formatRelativeTime } from '@/lib/format/relative-time';

/** "5 min ago", the exact time (UTC) in its title; `now` is the answer's time, so server and client agree. */
export function When({ at, now }: { at: string; now: number }) {
  return <time dateTime={at} title={formatAbsoluteTime(at)}>{formatRelativeTime(at, now)}</time>;
}
