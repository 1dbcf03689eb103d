'use client';

import { useEffect } from 'react';
import { installErrorReporter } from '@/lib/browser/error-reporter-install';

/** Reports the page's uncaught errors to /api/errors (SPEC §8); renders nothing. */
export function ErrorReporting({ surface }: { surface: 'site' | 'crm' }) {
  useEffect(() => installErrorReporter(surface), [surface]);
  return null;
}
