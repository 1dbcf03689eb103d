'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useCallback, useEffect, useState } from 'react';
import { agentDetailsTarget, withAgentDetails, withoutAgentDetails, AGENT_DETAILS_HASH } from '@/lib/agents/details-hash';

// The modal and its fetch load on first use: the list page ships only this listener.
const AgentDetailsDialog = dynamic(() => loadWithRetry(() => import('./agent-details-dialog')), { ssr: false });

const here = () => new URL(window.location.href);

/**
 * On /company-agents, turns the cards' Details links (`a[data-agent-details]`, plain links to
 * the agent's page for crawlers and before hydration) into the agent-details modal, and keeps
 * it in the URL (`?agent={id}#agent-details`, lib/agents/details-hash.ts) so a reload restores
 * it (SPEC §2). A click with a modifier key or another button still opens the page.
 */
export function AgentDetailsHost() {
  const [agentId, setAgentId] = useState<number | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const sync = () => {
      const url = here();
      const target = agentDetailsTarget(url);
      // A bare or broken #agent-details has nothing to restore: tidy the URL.
      if (target === null && url.hash === AGENT_DETAILS_HASH) window.history.replaceState(window.history.state, '', withoutAgentDetails(url));
      if (target !== null) setUsed(true);
      setAgentId(target);
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-agent-details]');
      const id = Number(link?.getAttribute('data-agent-details'));
      if (!link || !Number.isInteger(id) || id <= 0) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, '', withAgentDetails(here(), id));
      setUsed(true);
      setAgentId(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const close = useCallback(() => {
    window.history.replaceState(window.history.state, '', withoutAgentDetails(here()));
    setAgentId(null);
  }, []);

  return used ? <AgentDetailsDialog agentId={agentId} onClose={close} /> : <span hidden data-testid="agent-details-ready" />;
}
