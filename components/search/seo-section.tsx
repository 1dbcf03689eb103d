import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SeoTexts } from '@/lib/search/seo-texts';
import styles from './search-client.module.css';

/** The place's generated copy (SPEC "community page with generated descriptions"), plain text only; a town's copy links to its community page. */
export function SeoSection({ seo }: { seo: SeoTexts }) {
  const t = useTranslations('Community');
  return (
    <section className={`container ${styles.seo}`} aria-labelledby="seo-heading">
      <h2 id="seo-heading">{seo.heading}</h2>
      <p>{seo.description}</p>
      {seo.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {seo.community ? (
        <p>
          <Link href={seo.community.url} className={styles.communityLink} data-testid="community-link">
            {t('about', { town: seo.community.name })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
