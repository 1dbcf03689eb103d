import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { DetailsPage } from '@/components/property/details-page';
import { getViewer } from '@/lib/auth/viewer';
import type { Formatter } from '@/lib/format/formatter';
import { UNAVAILABLE_URL } from '@/lib/property/details-gate';
import { builderName, reviewsOfBuilder } from '@/lib/property/builder-reviews';
import { loadListingDetails } from '@/lib/property/details';
import { listingJsonLd, scriptJson } from '@/lib/property/json-ld';
import { parseListingId } from '@/lib/property/listing-id';
import { hourIn, othersLooking } from '@/lib/property/others-looking';
import { recentViewers } from '@/lib/leads/viewed';
import { daysOnSite } from '@/lib/format/listing';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { getFormatter } from 'next-intl/server';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ params: string[] }> };

// The page and its metadata read the listing once per request.
const load = cache(async (id: number) => {
  const viewer = await getViewer();
  return { viewer, result: await loadListingDetails(viewer, id), now: Date.now() };
});

async function read(props: Props) {
  const { params } = await props.params;
  const id = parseListingId(params[params.length - 1] ?? '');
  // The proxy has answered unknown ids (404), other slugs (308) and unavailable listings already.
  if (id === null) notFound();
  const { viewer, result, now } = await load(id);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'unavailable') redirect(UNAVAILABLE_URL);
  return { viewer, details: result.details, now };
}

/** "$650,000 · 3 bd, 2 ba, 1,800 sq ft · 12 Main St, Riverhead, NY 11901" — the facts a result snippet needs. */
function summary(format: Formatter, details: Awaited<ReturnType<typeof read>>['details']): string {
  const a = details.attributes;
  const rooms = [details.bedrooms !== null ? `${details.bedrooms} bd` : null, details.bathrooms !== null ? `${details.bathrooms} ba` : null, a.square ? `${format.number(a.square, 'count')} sq ft` : null].filter(Boolean).join(', ');
  return [details.price !== null ? format.number(details.price, 'price') : null, rooms || null, a.address].filter(Boolean).join(' · ');
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ details }, format] = await Promise.all([read(props), getFormatter()]);
  const a = details.attributes;
  const remarks = details.description ? ` ${details.description.slice(0, 150).replace(/\s+\S*$/, '')}…` : '';
  const description = `${summary(format, details)}.${remarks}`;
  const title = `${a.address}${details.price !== null ? ` | ${format.number(details.price, 'price')}` : ''}`;
  const image = a.images_total > 0 ? details.images[0] : undefined;
  return {
    title,
    description,
    alternates: { canonical: details.meta.data.url },
    openGraph: { type: 'website', title, description, url: details.meta.data.url, images: image ? [{ url: image, width: 960, height: 640 }] : undefined },
  };
}

// SPEC §2 property details: /homedetails/{address-slug}/{id} (DESIGN §4).
export default withClientMessages('listing', async function HomeDetailsPage(props: Props) {
  const { viewer, details, now } = await read(props);
  const a = details.attributes;
  const base = `https://${viewer.company.domain}`;
  const forSale = details.status !== 's' && details.status !== 'o';
  const jsonLd = listingJsonLd({
    url: base + details.meta.data.url,
    name: a.address,
    description: details.description,
    image: a.images_total > 0 && details.images[0] ? base + details.images[0] : null,
    price: details.price,
    forSale,
    listedAt: details.created_at,
    address: { street: a.address.split(',')[0] ?? a.address, city: a.city, state: a.state, zip: a.zip },
    geo: { lat: a.latitude, lon: a.longitude },
    bedrooms: details.bedrooms,
    bathrooms: details.bathrooms,
    squareFeet: a.square,
  });
  const typeTitle = viewer.company.settings.propertyTypes.find((t) => t.param === details.type)?.title ?? details.type;
  const others = forSale
    ? othersLooking({ daysOnSite: daysOnSite(details.created_at, now) ?? 0, price: details.price, bedrooms: details.bedrooms, bathrooms: details.bathrooms, hour: hourIn(COMPANY_TIME_ZONE, new Date(now)) })
    : null;
  const [viewers, builder] = await Promise.all([viewer.agent ? 0 : recentViewers(viewer.company.id, details.id, new Date(now)), reviewsOfBuilder(builderName(details.extraInfo))]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <DetailsPage
        details={details}
        typeTitle={typeTitle}
        showDealRating={viewer.company.settings.showPropertiesDealRatings}
        now={now}
        othersLooking={others}
        recentViewers={viewers}
        builderReviews={builder}
      />
    </>
  );
});
