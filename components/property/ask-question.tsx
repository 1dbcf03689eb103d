'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import { useHashPanel } from '@/components/layout/use-hash-panel';

// The dialog's code loads on first use (issue 5: modals stay out of the page's first JavaScript).
const AskQuestionDialog = dynamic(() => loadWithRetry(() => import('./ask-question-dialog')), { ssr: false });

/** The "Ask a question" button and its modal; SPEC §2 #ask-question reopens it. */
export function AskQuestion({ propertyId, address, agentName }: { propertyId: number; address: string; agentName: string | null }) {
  const t = useTranslations('AskQuestion');
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
          path={`/properties/${propertyId}/question`}
          title={t('title')}
          prefill={t('prefill', { address })}
          signUpFirst={t('signUpFirst')}
          propertyId={propertyId}
          agentName={agentName}
        />
      ) : null}
    </>
  );
}
