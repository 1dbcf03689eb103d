'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiGet } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { CopyableLink } from '@/components/layout/copyable-link';
import styles from './saved-searches.module.css';

/**
 * "Buying with someone?" (SPEC §2 ?cobuyer=): the lead gets a link to send to the person
 * buying with them; their sign-up from it is linked to this lead. Shown until a co-buyer exists.
 */
export function CoBuyerInvite() {
  const t = useTranslations('CoBuyer');
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const create = async () => {
    setMessage(null);
    try {
      const { data } = await apiGet<{ data: { url: string } }>('/leads/me/cobuyer-invite');
      setLink(data.url);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('failed'));
    }
  };
  return (
    <section className={styles.cobuyer} aria-labelledby={`${id}-title`} data-testid="cobuyer-invite">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      {link ? (
        <>
          <CopyableLink label={t('link')} value={link} copyLabel={t('copy')} copiedLabel={t('copied')} copyYourselfLabel={t('copyYourself')} testId="cobuyer-link" />
          <a className="button button-secondary" href={`mailto:?subject=${encodeURIComponent(t('mailSubject'))}&body=${encodeURIComponent(`${t('mailBody')}\n\n${link}`)}`}>
            {t('email')}
          </a>
        </>
      ) : (
        <button type="button" className="button button-secondary" onClick={create} data-testid="cobuyer-create">
          {t('create')}
        </button>
      )}
      <p role="status" className={styles.intro}>
        {message}
      </p>
    </section>
  );
}
