'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CopyableLink } from '@/components/layout/copyable-link';
import { Dialog } from '@/components/ui/dialog';
import { apiGet } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { agentLink } from '@/lib/agents/agent-link';
import styles from './agent-link-dialog.module.css';

/**
 * The agent URL generator (SPEC §2): any page of this site, as a link that carries the
 * signed-in agent's agentSite, so leads who follow it are the agent's. A native modal.
 */
export default function AgentLinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('AgentLink');
  const [site, setSite] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(() => window.location.pathname + window.location.search);

  useEffect(() => {
    if (!open || site !== undefined) return;
    apiGet<{ data: { site: string | null } }>('/agents/me')
      .then(({ data }) => setSite(data.site))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : t('failed')));
  }, [open, site, t]);

  const link = site ? agentLink(window.location.origin, page, site) : null;
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} className={styles.dialog} headClassName={styles.head} data-testid="agent-link-dialog">
      <p>{t('intro')}</p>
      {error ? <p role="alert">{error}</p> : null}
      {site === null ? <p role="status">{t('noSite')}</p> : null}
      <label className={styles.field}>
        <span>{t('page')}</span>
        <input value={page} onChange={(e) => setPage(e.target.value)} data-testid="agent-link-page" />
      </label>
      {link ? (
        <CopyableLink label={t('link')} value={link} copyLabel={t('copy')} copiedLabel={t('copied')} copyYourselfLabel={t('copyYourself')} testId="agent-link-value" />
      ) : site ? (
        <p role="status">{t('notAPage')}</p>
      ) : null}
    </Dialog>
  );
}
