import Link from 'next/link';
import { durationText } from '@/lib/crm/reports/types';
import { SPEED_WINDOW_DAYS, type TeamFigures as Figures } from '@/lib/crm/team-figures';
import styles from './team-figures.module.css';

/**
 * The team's figures for a manager's dashboard (issue 15 item 1): speed to first contact over
 * the last 30 days, leads untouched for 24 h and new leads today, for the team and per agent
 * (lib/crm/team-figures.ts; the page reads them beside the agent's own day).
 */
export function TeamFigures({ figures }: { figures: Figures }) {
  return (
    <section className={styles.team} aria-labelledby="team-figures-title" data-testid="team-figures">
      <h2 id="team-figures-title">
        Your team <Link href="/reports">Reports</Link>
      </h2>
      <ul className={styles.figures}>
        <li>
          <span className={styles.number}>{durationText(figures.medianSeconds)}</span>
          <span className={styles.label}>median speed to first contact ({SPEED_WINDOW_DAYS} days)</span>
        </li>
        <li>
          <span className={styles.number}>{durationText(figures.averageSeconds)}</span>
          <span className={styles.label}>average speed to first contact</span>
        </li>
        <li>
          <span className={figures.untouched > 0 ? `${styles.number} ${styles.alert}` : styles.number}>{figures.untouched}</span>
          <span className={styles.label}>leads untouched for 24 h</span>
        </li>
        <li>
          <span className={styles.number}>{figures.newToday}</span>
          <span className={styles.label}>new leads today</span>
        </li>
      </ul>
      {figures.agents.length === 0 ? (
        <p className={styles.empty}>No leads for the team yet.</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="Team figures per agent" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Agent</th>
                <th scope="col">Untouched 24 h</th>
                <th scope="col">New today</th>
                <th scope="col">Median first contact</th>
                <th scope="col">Average</th>
                <th scope="col">Leads ({SPEED_WINDOW_DAYS} d)</th>
              </tr>
            </thead>
            <tbody>
              {figures.agents.map((a) => (
                <tr key={a.agentId ?? 'pond'}>
                  <th scope="row">{a.agentName}</th>
                  <td>{a.untouched}</td>
                  <td>{a.newToday}</td>
                  <td>{durationText(a.medianSeconds)}</td>
                  <td>{durationText(a.averageSeconds)}</td>
                  <td>{a.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
