'use client';

import { useTranslations } from 'next-intl';

// The error page of SPEC §2's screen list: shown inside the site layout when a page fails.
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  return (
    <div className="container page" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <button type="button" className="button" onClick={reset}>{t('retry')}</button>
    </div>
  );
}
