'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useEffect } from 'react';
import { ESTIMATION_LINKS, SHOW_ESTIMATION_EVENT, showEstimation } from '@/lib/seller/show-estimation';
import { useEstimateStore } from '@/stores/estimate';

// The modal and its form load when the event first fires: most pages never show it.
const EstimationDialog = dynamic(() => loadWithRetry(() => import('./estimation-dialog')), { ssr: false });

/**
 * On every page (the site shell): opens the estimation modal on the showEstimation event
 * (SPEC §4), which the footer's "What is my home worth?" link and links marked
 * `data-show-estimation` dispatch when clicked (without script they go to the landing page).
 */
export function EstimationListener() {
  const used = useEstimateStore((s) => s.modalOpen);
  useEffect(() => {
    const open = () => useEstimateStore.getState().openModal();
    const fromLink = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(ESTIMATION_LINKS);
      if (!link) return;
      event.preventDefault();
      showEstimation();
    };
    window.addEventListener(SHOW_ESTIMATION_EVENT, open);
    document.addEventListener('click', fromLink);
    return () => {
      window.removeEventListener(SHOW_ESTIMATION_EVENT, open);
      document.removeEventListener('click', fromLink);
    };
  }, []);
  return used ? <EstimationDialog /> : null;
}
