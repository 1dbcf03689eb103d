'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import type { HomeJson } from '@/lib/estimate/estimate-json-types';
import { tuningPath } from '@/lib/seller/paths';
import { useEstimateStore } from '@/stores/estimate';

// The tuning modal's code (form, schema) loads the first time it opens.
const TuningDialog = dynamic(() => loadWithRetry(() => import('./tuning-dialog')), { ssr: false });

/**
 * "Refine your estimate": a link to the tuning page for anyone without script; with script it
 * opens the tuning modal on this page instead.
 */
export function RefineButton({ addressId, home }: { addressId: number; home: HomeJson }) {
  const t = useTranslations('Estimate.result');
  const used = useEstimateStore((s) => s.tuningAddress !== null || s.details !== null);
  const open = useEstimateStore((s) => s.openTuning);
  return (
    <>
      <a
        href={tuningPath(addressId)}
        className="button"
        role="button"
        onClick={(event) => {
          event.preventDefault();
          open(addressId, home);
        }}
        data-testid="refine-estimate"
      >
        {t('refine')}
      </a>
      {used ? <TuningDialog /> : null}
    </>
  );
}
