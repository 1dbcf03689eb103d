import Link from 'next/link';
import { LiveFeed } from '@/components/crm/feed/live-feed';
import type { AgentDay } from '@/lib/crm/dashboard';
import type { TeamFigures as TeamFiguresData } from '@/lib/crm/team-figures';
import { useFormatter, useTranslations } from 'next-intl';
import { timeSpan } from '@/lib/format/time-ago';
import { KIND_LABELS } from '@/components/crm/inbox/inbox-nav';
import { LONG_WAIT_MS } from '@/lib/crm/dashboard-types';
import { LeadList, TodayList } from './day-lists';
import { TeamFigures } from './team-figures';
import { TodoList } from './todo-list';
import styles from './dashboard.module.css';

/** /dashboard: the agent's day at a glance; every number and every section opens the full screen it summarises. */
export function AgentDayView({ day, now, team }: { day: AgentDay; now: Date; team: TeamFiguresData | null }) {
  const nowMs = now.getTime();
  const format = useFormatter();
  const ago = useTranslations('TimeAgo');
  const crmTime = (iso: string) => format.dateTime(new Date(iso), 'crmTime');
  const { counts } = day;
  const tiles = [
    { key: 'open-inbox', n: counts.openInbox, label: 'Open inbox items', href: '/inbox' },
    { key: 'hot-leads', n: counts.hotLeads, label: 'Hot leads', href: '/leads?hot=1' },
    { key: 'todos-overdue', n: counts.todosOverdue, label: 'To-dos overdue', href: '/calendar' },
    { key: 'todos-today', n: counts.todosDueToday, label: 'To-dos due today', href: '/calendar' },
    { key: 'new-leads', n: counts.newLeadsThisWeek, label: 'New leads this week', href: '/leads?stage=new' },
  ];
  return (
    <>
      <ul className={styles.counts} aria-label="Today in numbers">
        {tiles.map((t) => (
          <li key={t.key}>
            <Link className={styles.count} href={t.href} data-testid={`count-${t.key}`} data-count={t.n}>
              <span className={styles.number}>{format.number(t.n, 'count')}</span>
              <span className={styles.label}>{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Managers (brokers and admins) see their team's figures above their own day. */}
      {team ? <TeamFigures figures={team} /> : null}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="dashboard-today">
          <h2 id="dashboard-today">Today <Link href="/calendar">Calendar</Link></h2>
          <TodayList showings={day.showings} openHouses={day.openHouses} />
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-todos">
          <h2 id="dashboard-todos">My to-dos <Link href="/calendar">Calendar</Link></h2>
          <TodoList todos={day.todos} now={now.toISOString()} />
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-inbox">
          <h2 id="dashboard-inbox">Waiting for an answer <Link href="/inbox">Inbox</Link></h2>
          {day.inbox.length === 0 ? (
            <p className={styles.empty}>Nothing waiting for an answer.</p>
          ) : (
            <ul className={styles.rows} data-testid="dashboard-inbox">
              {day.inbox.map((item) => {
                const long = nowMs - Date.parse(item.createdAt) >= LONG_WAIT_MS;
                return (
                  <li key={item.id} className={styles.row} data-id={item.id}>
                    <span className={`${styles.age} ${long ? styles.longWait : ''}`} data-testid="inbox-age" data-long={long ? '1' : undefined} title={`Waiting since ${crmTime(item.createdAt)}`}>
                      {timeSpan(ago, item.createdAt, nowMs)}
                    </span>
                    <div className={styles.rowBody}>
                      <span>
                        <strong>{KIND_LABELS[item.kind]}</strong> from <Link href={`/lead?id=${item.lead.id}`}>{item.lead.fullName}</Link>
                      </span>
                      <span className={styles.muted}>
                        <time dateTime={item.createdAt}>{crmTime(item.createdAt)}</time>
                        {item.property ? <> · <Link href={item.property.url}>{item.property.address}</Link></> : null}
                      </span>
                      <p className={styles.message}>{item.message}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-new">
          <h2 id="dashboard-new">New leads <Link href="/leads?stage=new">All new leads</Link></h2>
          <LeadList leads={day.newLeads} testId="dashboard-new-leads" label="arrived" empty="No new leads this week." />
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-hot">
          <h2 id="dashboard-hot">Hot leads <Link href="/leads?hot=1">All hot leads</Link></h2>
          <LeadList leads={day.hotLeads} testId="dashboard-hot-leads" label="hot since" empty="No hot leads right now." />
        </section>
        {/* The feed is its own labelled section with its own heading: a second one around it would repeat both. */}
        <div className={`${styles.panel} ${styles.wide}`}>
          <LiveFeed initialTab="all" />
        </div>
      </div>
    </>
  );
}
