import Link from 'next/link';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { ESTIMATE_PATH, SELLER_TABS, type HomeVariant } from '@/lib/home/home-variant';
import { EstimateForm } from './estimate-form';
import { HeroTabs } from './hero-tabs';
import { HomeSearch } from './home-search';
import styles from './home.module.css';

interface Props {
  variant: HomeVariant;
  siteName: string;
  tagline: string | null;
  /** A town the company serves, for the estimate form's example address. */
  place: string;
  /** The company's uploaded background (1920 px), under a dark veil so the white text stays readable. */
  background?: string | null;
}

// Only plain URL characters reach CSS: a quote or bracket could end url(…) early.
const heroStyle = (background: string | null | undefined) =>
  background && /^[\w\-./:?=&%~]+$/.test(background)
    ? { backgroundImage: `linear-gradient(rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0.55)), url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;

/**
 * The top of the home page (SPEC §2). Default: a heading and the site's search box.
 * Seller: tabs "Sell" (the estimate form, chosen first) and "Buy" (the search box).
 */
export async function HomeHero({ variant, siteName, tagline, place, background }: Props) {
  const t = await getTranslations('HomePage');
  // A CSS background is found only once the stylesheet is applied: preloaded, it is the page's LCP image and starts at once.
  if (heroStyle(background) && background) preload(background, { as: 'image', fetchPriority: 'high' });
  if (variant === 'default') {
    return (
      <section className={styles.hero} style={heroStyle(background)} aria-labelledby="home-heading" data-variant="default">
        <div className={`container ${styles.heroInner}`}>
          <h1 id="home-heading" className={styles.heroHeading}>
            {tagline ?? t('heroHeading')}
          </h1>
          <p className={styles.heroIntro}>{t('heroIntro')}</p>
          <HomeSearch />
          <p className={styles.heroAside}>
            <Link href={ESTIMATE_PATH}>{t('worthLink')}</Link>
          </p>
        </div>
      </section>
    );
  }
  const panels = {
    sell: (
      <>
        <h2 className={styles.panelHeading}>{t('estimateHeading')}</h2>
        <p className={styles.panelIntro}>{t('estimateIntro')}</p>
        <EstimateForm place={place} />
      </>
    ),
    buy: (
      <>
        <h2 className={styles.panelHeading}>{t('buyHeading')}</h2>
        <p className={styles.panelIntro}>{t('heroIntro')}</p>
        <HomeSearch />
      </>
    ),
  };
  const labels = { sell: t('tabSell'), buy: t('tabBuy') };
  return (
    <section className={styles.hero} style={heroStyle(background)} aria-labelledby="home-heading" data-variant="seller">
      <div className={`container ${styles.heroInner}`}>
        <h1 id="home-heading" className={styles.heroHeading}>
          {t('sellerHeading', { name: siteName })}
        </h1>
        {tagline ? <p className={styles.heroIntro}>{tagline}</p> : null}
        <HeroTabs label={t('tabsLabel')} tabs={SELLER_TABS.map((id) => ({ id, label: labels[id], panel: panels[id] }))} />
      </div>
    </section>
  );
}
