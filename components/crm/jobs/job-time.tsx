import { TimeAgo } from '@/components/format/time-ago';

/** "5 min ago", the exact time (UTC) in its title; `now` is the answer's time, so server and client agree. */
export function When({ at, now }: { at: string; now: number }) {
  return <TimeAgo at={at} now={now} />;
}
