'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { formatPhone, telHref } from '@/lib/format/phone';
import { AGENT_TYPE_LABELS, TEAM_STATUS_LABELS, TEAM_STATUSES, TEAM_TYPES, type TeamMember } from '@/lib/crm/team-types';
import { DeactivateDialog } from './deactivate-dialog';
import { EditDialog } from './edit-dialog';
import { InviteDialog } from './invite-dialog';
import { InviteMailDialog } from './invite-mail-dialog';
import { loadTeam, problemsOf, resendInvite, setActive, TEAM_KEY } from './team-api';
import { filterTeam, teamHref, type TeamFilters } from './team-filters';
import { MemberPhoto } from './member-photo';
import styles from './team.module.css';
import { useFormatter } from 'next-intl';

type Open = { kind: 'invite' } | { kind: 'mail'; member: TeamMember } | { kind: 'edit'; member: TeamMember } | { kind: 'deactivate'; member: TeamMember } | null;

const leadsOf = (m: TeamMember) => m.leads.buyer + m.leads.listing + m.leads.lender;
const leadsTitle = (m: TeamMember) => `${m.leads.buyer} as buyer agent, ${m.leads.listing} as listing agent, ${m.leads.lender} as lender`;

function StatusBadge({ member }: { member: TeamMember }) {
  const expired = member.status === 'invited' && !member.invitePending;
  return <span className={styles.status} data-status={member.status}>{expired ? 'Invite expired' : TEAM_STATUS_LABELS[member.status]}</span>;
}

/**
 * /agents: the company's agents as a dense table (a stacked list under 760 px), filtered by type
 * and status from the URL. Admins invite, edit, deactivate and reactivate; brokers who are not
 * admins read only. The server renders the first list; SWR reloads it after every change.
 */
export function TeamList({ initial, initialFilters, viewerId, isAdmin }: { initial: TeamMember[]; initialFilters: TeamFilters; viewerId: number; isAdmin: boolean }) {
  const format = useFormatter();
  const signedIn = (m: TeamMember) => (m.lastLoginAt ? format.dateTime(new Date(m.lastLoginAt), 'moment') : 'Never');
  const { data, mutate } = useSWR(TEAM_KEY, loadTeam, { fallbackData: initial, revalidateOnMount: false, keepPreviousData: true });
  const [filters, setFilters] = useState(initialFilters);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const members = filterTeam(data, filters);

  function filter(next: TeamFilters) {
    setFilters(next);
    // The URL is the list's state (a reload or a shared link shows the same list), without a server round trip.
    window.history.replaceState(window.history.state, '', teamHref(next));
  }

  async function act(run: () => Promise<unknown>, done: string) {
    setNotice(null);
    try {
      await run();
      setNotice({ text: done });
      await mutate();
    } catch (error) {
      setNotice({ text: problemsOf(error).message, error: true });
    }
  }

  const actions = (m: TeamMember) =>
    isAdmin ? (
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => setOpen({ kind: 'edit', member: m })} aria-label={`Edit ${m.fullName}`}>Edit</button>
        {m.status === 'invited' ? (
          <>
            <button type="button" className={styles.action} onClick={() => setOpen({ kind: 'mail', member: m })} aria-label={`Invite e-mail to ${m.fullName}`}>Invite e-mail</button>
            <button type="button" className={styles.action} onClick={() => void act(() => resendInvite(m.id), `A new invite is on its way to ${m.email}.`)} aria-label={`Resend invite to ${m.fullName}`}>Resend invite</button>
          </>
        ) : null}
        {m.isActive ? (
          m.id === viewerId ? null : <button type="button" className={styles.action} onClick={() => setOpen({ kind: 'deactivate', member: m })} aria-label={`Deactivate ${m.fullName}`}>Deactivate</button>
        ) : (
          <button type="button" className={styles.action} onClick={() => void act(() => setActive(m.id, true), `${m.fullName} can sign in again.`)} aria-label={`Reactivate ${m.fullName}`}>Reactivate</button>
        )}
      </div>
    ) : null;

  return (
    <section className={styles.team} aria-label="Team">
      <div className={styles.head}>
        <h1>Agents</h1>
        {isAdmin ? <button type="button" className="button" onClick={() => setOpen({ kind: 'invite' })}>Invite agent</button> : <p className={styles.muted}>Only admins change the team.</p>}
      </div>
      <div className={styles.filters} role="group" aria-label="Filter the team">
        <label>
          Type
          <select value={filters.type ?? ''} onChange={(e) => filter({ ...filters, type: (e.target.value || null) as TeamFilters['type'] })}>
            <option value="">All types</option>
            {TEAM_TYPES.map((t) => <option key={t} value={t}>{AGENT_TYPE_LABELS[t]}</option>)}
          </select>
        </label>
        <label>
          Status
          <select value={filters.status ?? ''} onChange={(e) => filter({ ...filters, status: (e.target.value || null) as TeamFilters['status'] })}>
            <option value="">All statuses</option>
            {TEAM_STATUSES.map((s) => <option key={s} value={s}>{TEAM_STATUS_LABELS[s]} ({data.filter((m) => m.status === s).length})</option>)}
          </select>
        </label>
        <p className={styles.count} role="status">{members.length} of {data.length} {data.length === 1 ? 'agent' : 'agents'}</p>
      </div>
      {notice ? <p className={notice.error ? styles.error : styles.notice} role={notice.error ? 'alert' : 'status'}>{notice.text}</p> : null}
      {members.length === 0 ? (
        <p className={styles.empty}>No agents match these filters.</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="team-table">
              <thead>
                <tr>
                  <th scope="col"><span className="visually-hidden">Photo</span></th>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Status</th>
                  {isAdmin ? <th scope="col"><span className="visually-hidden">Actions</span></th> : null}
                </tr>
              </thead>
              <tbody>
                {members.map((m) => (
                  <tr key={m.id} data-agent-id={m.id}>
                    <td className={styles.photoCell}><MemberPhoto member={m} size={32} /></td>
                    <td>
                      <span className={styles.name}>{m.fullName}</span>
                      <a className={styles.sub} href={`mailto:${m.email}`}>{m.email}</a>
                    </td>
                    <td className={styles.nowrap}>
                      {AGENT_TYPE_LABELS[m.type]}
                      {m.isAdmin ? <span className={styles.admin}>Admin</span> : null}
                    </td>
                    <td className={styles.nowrap}>{m.phone ? <a href={telHref(m.phone)}>{formatPhone(m.phone)}</a> : <span className={styles.muted}>—</span>}</td>
                    <td title={leadsTitle(m)}>{leadsOf(m)}</td>
                    <td className={styles.nowrap}>{signedIn(m)}</td>
                    <td><StatusBadge member={m} /></td>
                    {isAdmin ? <td>{actions(m)}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={styles.cards} data-testid="team-cards">
            {members.map((m) => (
              <li key={m.id} data-agent-id={m.id}>
                <MemberPhoto member={m} size={44} />
                <div className={styles.cardBody}>
                  <p className={styles.cardTop}>
                    <span className={styles.name}>{m.fullName}</span>
                    <StatusBadge member={m} />
                  </p>
                  <p className={styles.sub}>
                    {AGENT_TYPE_LABELS[m.type]}{m.isAdmin ? ' · Admin' : ''} · {leadsOf(m)} leads · signed in {signedIn(m)}
                  </p>
                  <p className={styles.sub}>
                    <a href={`mailto:${m.email}`}>{m.email}</a>{m.phone ? <> · <a href={telHref(m.phone)}>{formatPhone(m.phone)}</a></> : null}
                  </p>
                  {actions(m)}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {open?.kind === 'invite' ? <InviteDialog onClose={() => setOpen(null)} onDone={(m) => { setNotice({ text: `Invite sent to ${m.email}.` }); void mutate(); }} /> : null}
      {open?.kind === 'mail' ? <InviteMailDialog member={open.member} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <EditDialog member={open.member} viewerId={viewerId} onClose={() => setOpen(null)} onSaved={() => void mutate()} /> : null}
      {open?.kind === 'deactivate' ? (
        <DeactivateDialog
          member={open.member}
          colleagues={data.filter((m) => m.isActive && m.id !== open.member.id)}
          onClose={() => setOpen(null)}
          onDone={(text) => { setNotice({ text }); void mutate(); }}
        />
      ) : null}
    </section>
  );
}
