import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { communityUrl } from '@/lib/community/town-slug';
import type { Town } from '@/lib/community/types';
import styles from './community.module.css';

/** /communities: every town the company serves, with how many homes are for sale in each. */
export async function CommunityIndexView({ towns }: { towns: Town[] }) {
  const t = await getTranslations('Community');
  return (
    <div className={`container page ${styles.page}`} data-testid="community-index">
      <h1>{t('indexHeading')}</h1>
      <p className={styles.intro}>{t('indexIntro')}</p>
      {towns.length === 0 ? (
        <p>{t('indexEmpty')}</p>
      ) : (
        <ul className={styles.towns}>
          {towns.map((town) => (
            <li key={town.slug}>
              <Link href={communityUrl(town.slug)} className={styles.townCard}>
                <span className={styles.townName}>
                  {town.name}, {town.state}
                </span>
                <span className={styles.townCount}>{t('forSaleCount', { count: town.forSale })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
