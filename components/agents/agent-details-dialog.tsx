'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ErrorDialog } from '@/components/layout/error-dialog';
import { Dialog } from '@/components/ui/dialog';
import { apiGet } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { AgentProfile } from '@/lib/agents/agent-profile-json';
import styles from './agent-details.module.css';
import { agentPhotoAttrs, AVATAR_WIDTH } from '@/lib/agents/photo-src';

// Until the answer for the agent now asked for arrives, the modal shows "Loading…".
type State = { kind: 'idle' } | { kind: 'ok'; id: number; agent: AgentProfile } | { kind: 'error'; id: number; detail: string | null };

/**
 * The agent-details modal of /company-agents (SPEC §2 #agent-details): GET /api/agents/{id}/profile,
 * then who the agent is and how to reach them, with links to their page and video. A failed
 * fetch (server error, or the network after the reconnect banner gave up) shows SPEC §8's
 * error modal with Try again.
 */
export default function AgentDetailsDialog({ agentId, onClose }: { agentId: number | null; onClose: () => void }) {
  const t = useTranslations('AgentDetails');
  const ta = useTranslations('Agents');
  const te = useTranslations('ErrorDialog');
  const tv = useTranslations('AgentVideo');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (agentId === null) return;
    let live = true;
    apiGet<{ data: AgentProfile }>(`/agents/${agentId}/profile`)
      .then(({ data }) => live && setState({ kind: 'ok', id: agentId, agent: data }))
      .catch((e: unknown) => live && setState({ kind: 'error', id: agentId, detail: e instanceof ApiError ? e.error : null }));
    return () => {
      live = false;
    };
  }, [agentId, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'idle' });
    setAttempt((n) => n + 1);
  }, []);
  const close = useCallback(() => {
    setState((s) => (s.kind === 'ok' ? s : { kind: 'idle' }));
    onClose();
  }, [onClose]);
  const failed = state.kind === 'error' && state.id === agentId;
  // Each <dialog> also fires "close" when the other takes over (details → error, Try again):
  // only a close of the modal that is meant to be showing closes the whole thing.
  const closeDetails = () => {
    if (!failed) close();
  };
  const closeError = () => {
    if (failed) close();
  };
  const agent = state.kind === 'ok' && state.id === agentId ? state.agent : null;

  return (
    <>
      <Dialog
        open={agentId !== null && !failed}
        onClose={closeDetails}
        title={agent ? agent.name : t('loading')}
        closeLabel={t('close')}
        className={styles.dialog}
        headClassName={styles.head}
        aria-busy={agent === null}
        data-testid="agent-details-dialog"
      >
        {agent ? (
          <div className={styles.body}>
            {/* eslint-disable-next-line @next/next/no-img-element -- tenant-scoped /images/agents route, see PropertyCard */}
            <img className={styles.photo} {...agentPhotoAttrs(agent.photo ?? '/images/placeholder.jpg', AVATAR_WIDTH, 120)} alt={ta('photoOf', { name: agent.name })} width={120} height={120} />
            <div className={styles.text}>
              <p className={styles.type}>{ta(`types.${agent.type}`)}</p>
              {agent.title ? <p>{agent.title}</p> : null}
              <ul className={styles.counts}>
                <li>{ta('activeCount', { count: agent.activeListingsCount })}</li>
                <li>{ta('soldCount', { count: agent.soldHomesCount })}</li>
              </ul>
              {/* Plain text from the agent's record, rendered as text. */}
              {agent.bio ? <p>{agent.bio}</p> : null}
              <dl className={styles.contact}>
                {agent.phone && agent.phoneHref ? (
                  <>
                    <dt>{ta('phoneLabel')}</dt>
                    <dd>
                      <a href={agent.phoneHref}>{agent.phone}</a>
                    </dd>
                  </>
                ) : null}
                <dt>{ta('emailLabel')}</dt>
                <dd>
                  <a href={`mailto:${agent.email}`}>{agent.email}</a>
                </dd>
              </dl>
              {agent.licenseNumber ? <p className={styles.license}>{ta('license', { number: agent.licenseNumber })}</p> : null}
            </div>
            <div className={styles.actions}>
              <Link href={agent.url} className="button">
                {t('page', { name: agent.firstName })}
              </Link>
              {agent.videoPage ? (
                <Link href={agent.videoPage} className="button button-secondary">
                  {tv('watch', { name: agent.firstName })}
                </Link>
              ) : null}
            </div>
          </div>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </Dialog>
      <ErrorDialog open={failed} message={te('agentFailed')} detail={state.kind === 'error' ? state.detail : null} onClose={closeError} onRetry={retry} />
    </>
  );
}
