'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/components/layout/session-context';

// Loaded when an agent first opens it: visitors and leads never do.
const AgentLinkDialog = dynamic(() => loadWithRetry(() => import('./agent-link-dialog')), { ssr: false });

/** SPEC §2 "agent URL generator modal": for a signed-in agent, a link to a site page that carries their agentSite. */
export function AgentLinkButton({ className }: { className?: string }) {
  const t = useTranslations('AgentLink');
  const { agentAuthorized } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!agentAuthorized) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="agent-link"
      >
        {t('open')}
      </button>
      {used ? <AgentLinkDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
