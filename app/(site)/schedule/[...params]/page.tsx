import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ScheduleForm } from '@/components/property/schedule-form';
import { getViewer } from '@/lib/auth/viewer';
import { UNAVAILABLE_URL } from '@/lib/property/details-gate';
import { loadListingSummary } from '@/lib/property/details';
import { parseListingId } from '@/lib/property/listing-id';
import { dayText } from '@/lib/property/schedule';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ params: string[] }> };

const load = cache(async (id: number) => {
  const viewer = await getViewer();
  return { viewer, result: await loadListingSummary(viewer, id) };
});

async function read(props: Props) {
  const { params } = await props.params;
  const id = parseListingId(params[params.length - 1] ?? '');
  // The proxy has answered unknown ids (404), other slugs (308) and unavailable listings already.
  if (id === null) notFound();
  const { viewer, result } = await load(id);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'unavailable') redirect(UNAVAILABLE_URL);
  return { viewer, listing: result.listing, agent: result.agent };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { listing } = await read(props);
  return { title: `Schedule a showing: ${listing.attributes.address}`, robots: { index: false, follow: true }, alternates: { canonical: listing.meta.data.url } };
}

/** The next two weeks, as YYYY-MM-DD in the company's zone: the days the form offers. */
function nextDays(count: number, now: Date): string[] {
  return Array.from({ length: count }, (_, i) => dayText(new Date(now.getTime() + i * 86_400_000), COMPANY_TIME_ZONE));
}

// SPEC §2 /schedule/{queryParams}: pick a time to see a home with an agent.
export default withClientMessages('schedule', async function SchedulePage(props: Props) {
  const { listing, agent } = await read(props);
  const [t, format] = await Promise.all([getTranslations('Schedule'), getFormatter()]);
  const a = listing.attributes;
  return (
    <div className="container page">
      <p>
        <a href={listing.meta.data.url}>← {a.address}</a>
      </p>
      <h1>{t('title')}</h1>
      <p>
        {a.address}
        {listing.price !== null ? ` · ${format.number(listing.price, 'price')}` : ''}
      </p>
      {agent ? (
        <ScheduleForm propertyId={listing.id} agent={{ id: agent.id, name: agent.name }} days={nextDays(14, new Date())} timeZone={COMPANY_TIME_ZONE} />
      ) : (
        <p>{t('noAgent')}</p>
      )}
    </div>
  );
});
