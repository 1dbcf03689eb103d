'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import { useHashPanel } from '@/components/layout/use-hash-panel';

// The listing's ask-question dialog, loaded on first use (modals stay out of the page's first JavaScript).
const AskQuestionDialog = dynamic(() => loadWithRetry(() => import('@/components/property/ask-question-dialog')), { ssr: false });

/** "Ask a question" to one agent (their page and their video page); SPEC §2 #ask-question reopens it. */
export function AgentAskQuestion({ agentId, firstName, name }: { agentId: number; firstName: string; name: string }) {
  const t = useTranslations('AgentQuestion');
  const { open, used, openPanel, closePanel } = useHashPanel('ask-question');
  return (
    <>
      <button type="button" className="button" onClick={openPanel} data-testid="ask-question">
        {t('open')}
      </button>
      {used ? (
        <AskQuestionDialog
          open={open}
          onClose={closePanel}
          path={`/agents/${agentId}/question`}
          title={t('title', { name: firstName })}
          prefill={t('prefill', { name: firstName })}
          signUpFirst={t('signUpFirst', { name: firstName })}
          agentName={name}
        />
      ) : null}
    </>
  );
}
