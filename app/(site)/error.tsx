'use client';

import { useTranslations } from 'next-intl';
import { ChunkLoadFailed } from '@/lib/browser/lazy-load';

// The error page of SPEC §2's screen list: shown inside the site layout when a page fails.
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  // SPEC §8: a screen whose script would not load says so, with the type and the script's address.
  const chunk = error instanceof ChunkLoadFailed ? error : null;
  return (
    <div className="container page" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      {chunk ? (
        <p data-testid="chunk-error">
          {chunk.message} ({chunk.type}: {chunk.request})
        </p>
      ) : null}
      <button type="button" className="button" onClick={reset}>{t('retry')}</button>
    </div>
  );
}
