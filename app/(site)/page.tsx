import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { HomeHero } from '@/components/home/home-hero';
import { ListingSection } from '@/components/home/listing-section';
import { SellerPitch } from '@/components/home/seller-pitch';
import styles from '@/components/home/home.module.css';
import { getViewer } from '@/lib/auth/viewer';
import { examplePlace } from '@/lib/home/address-example';
import { loadHomeListings } from '@/lib/home/home-listings';
import { homeJsonLd } from '@/lib/home/json-ld';
import { seeAllUrls } from '@/lib/home/see-all';
import { scriptJson } from '@/lib/property/json-ld';
import { filterContext } from '@/lib/search/context';
import { withClientMessages } from '@/i18n/client-messages';

// The page and its metadata read the viewer once per request; the rows are cached for visitors.
const load = cache(async () => {
  const viewer = await getViewer();
  const variant = viewer.company.settings.homeVariant;
  const [listings, ctx] = await Promise.all([loadHomeListings(viewer, variant), filterContext(viewer.company)]);
  return { viewer, variant, listings, ctx };
});

export async function generateMetadata(): Promise<Metadata> {
  const [{ viewer, variant }, t] = await Promise.all([load(), getTranslations('HomePage')]);
  const { siteName: name, tagline } = viewer.company.settings;
  // Absolute: the layout's template would say the site's name twice ("Name – … | Name").
  const title = variant === 'seller' ? t('sellerTitle', { name }) : `${name} – ${tagline ?? t('titleFallback')}`;
  const description = variant === 'seller' ? t('descriptionSeller', { name }) : t('descriptionDefault', { name });
  return { title: { absolute: title }, description, alternates: { canonical: '/' }, openGraph: { type: 'website', title, description, url: '/', siteName: name } };
}

/** SPEC §2 `/`: the default home page, or the seller-focused one (company setting homeVariant). */
export default withClientMessages('home', async function HomePage() {
  const [{ viewer, variant, listings, ctx }, t] = await Promise.all([load(), getTranslations('HomePage')]);
  const { settings } = viewer.company;
  const name = settings.siteName;
  const links = seeAllUrls(ctx);
  const cards = { showDealRating: settings.showPropertiesDealRatings, now: listings.renderedAt };
  const jsonLd = homeJsonLd({ base: `https://${viewer.company.domain}`, name, description: settings.tagline, logo: settings.logoUrl, phone: settings.phone, email: settings.email });

  const featured =
    listings.featured.length > 0 ? (
      <ListingSection
        id="home-featured"
        title={t('featuredHeading')}
        intro={t('featuredIntro')}
        homes={listings.featured}
        seeAll={{ href: links.all, label: t('seeAllHomes') }}
        empty=""
        firstEager={variant === 'default'}
        {...cards}
      />
    ) : null;
  const newest = (
    <ListingSection
      id="home-new"
      title={t('newHeading')}
      intro={t('newIntro')}
      homes={listings.newest}
      seeAll={{ href: links.newest, label: t('seeAllNew') }}
      empty={t('noListings')}
      firstEager={variant === 'default' && listings.featured.length === 0}
      {...cards}
    />
  );

  return (
    <div data-testid="home-page" data-variant={variant}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <HomeHero variant={variant} siteName={name} tagline={settings.tagline} background={settings.backgroundImageUrl} place={examplePlace([...listings.featured, ...listings.newest])} />
      <div className={`container ${styles.page}`}>
        {variant === 'seller' ? (
          <>
            <SellerPitch siteName={name} />
            {listings.sold.length > 0 ? (
              <ListingSection
                id="home-sold"
                title={t('soldHeading')}
                intro={t('soldIntro')}
                homes={listings.sold}
                seeAll={{ href: links.sold, label: t('seeAllSold') }}
                empty=""
                {...cards}
              />
            ) : null}
          </>
        ) : null}
        {featured}
        {newest}
      </div>
    </div>
  );
});
