'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { openSignUp } from '@/stores/sign-up';

/**
 * /saved-searches for a visitor (DESIGN §8): the sign-up form opens at once with the
 * saveFilters reason, and a button reopens it after it is closed.
 */
export function SignUpPrompt() {
  const t = useTranslations('SavedSearches');
  useEffect(() => {
    openSignUp('saveFilters');
  }, []);
  return (
    <div data-testid="saved-searches-visitor">
      <p>{t('visitor')}</p>
      <button type="button" className="button" onClick={() => openSignUp('saveFilters')}>
        {t('signUp')}
      </button>
    </div>
  );
}
