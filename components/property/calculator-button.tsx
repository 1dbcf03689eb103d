'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CalculatorDefaults } from './calculator-dialog';

// The calculator's code loads on first use (issue 5: modals stay out of the page's first JavaScript).
const CalculatorDialog = dynamic(() => loadWithRetry(() => import('./calculator-dialog')), { ssr: false });

export function CalculatorButton({ defaults }: { defaults: CalculatorDefaults }) {
  const t = useTranslations('Calculator');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="open-calculator"
      >
        {t('open')}
      </button>
      {used ? <CalculatorDialog open={open} onClose={() => setOpen(false)} defaults={defaults} /> : null}
    </>
  );
}
