import Link from 'next/link';
import { LiveFeed } from '@/components/crm/feed/live-feed';
import type { AgentDay } from '@/lib/crm/dashboard';
import { crmTime } from '@/lib/format/crm-time';
import { KIND_LABELS } from '@/components/crm/inbox/inbox-nav';
import { TodoList } from './todo-list';
import styles from './dashboard.module.css';

/** /dashboard: the agent's day at a glance; every number opens the list it counts. */
export function AgentDayView({ day, now }: { day: AgentDay; now: Date }) {
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
              <span className={styles.number}>{t.n.toLocaleString('en-US')}</span>
              <span className={styles.label}>{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="dashboard-todos">
          <h2 id="dashboard-todos">My to-dos</h2>
          <TodoList todos={day.todos} now={now.toISOString()} />
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-inbox">
          <h2 id="dashboard-inbox">Newest in the inbox <Link href="/inbox">All open items</Link></h2>
          {day.inbox.length === 0 ? (
            <p className={styles.empty}>Nothing waiting for an answer.</p>
          ) : (
            <ul className={styles.rows} data-testid="dashboard-inbox">
              {day.inbox.map((item) => (
                <li key={item.id} className={styles.row}>
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
              ))}
            </ul>
          )}
        </section>
        {/* The feed is its own labelled section with its own heading: a second one around it would repeat both. */}
        <div className={`${styles.panel} ${styles.wide}`}>
          <LiveFeed initialTab="all" />
        </div>
      </div>
    </>
  );
}
