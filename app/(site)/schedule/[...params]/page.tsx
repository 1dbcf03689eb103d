import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ScheduleForm } from '@/components/property/schedule-form';
import { getViewer } from '@/lib/auth/viewer';
import { formatPrice } from '@/lib/format/listing';
import { UNAVAILABLE_URL } from '@/lib/property/details-gate';
import { loadListingDetails } from '@/lib/property/details';
import { parseListingId } from '@/lib/property/listing-id';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

type Props = { params: Promise<{ params: string[] }> };

const load = cache(async (id: number) => {
  const viewer = await getViewer();
  return { viewer, result: await loadListingDetails(viewer, id) };
});

async function read(props: Props) {
  const { params } = await props.params;
  const id = parseListingId(params[params.length - 1] ?? '');
  // The proxy has answered unknown ids (404), other slugs (308) and unavailable listings already.
  if (id === null) notFound();
  const { viewer, result } = await load(id);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'unavailable') redirect(UNAVAILABLE_URL);
  return { viewer, details: result.details };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { details } = await read(props);
  return { title: `Schedule a showing: ${details.attributes.address}`, robots: { index: false, follow: true }, alternates: { canonical: details.meta.data.url } };
}

/** The next two weeks, as YYYY-MM-DD in the company's zone: the days the form offers. */
function nextDays(count: number, now: Date): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return Array.from({ length: count }, (_, i) => format.format(new Date(now.getTime() + i * 86_400_000)));
}

// SPEC §2 /schedule/{queryParams}: pick a time to see a home with an agent.
export default async function SchedulePage(props: Props) {
  const { details } = await read(props);
  const t = await getTranslations('Schedule');
  const a = details.attributes;
  return (
    <div className="container page">
      <p>
        <a href={details.meta.data.url}>← {a.address}</a>
      </p>
      <h1>{t('title')}</h1>
      <p>
        {a.address}
        {details.price !== null ? ` · ${formatPrice(details.price)}` : ''}
      </p>
      {details.buyerAgent ? (
        <ScheduleForm propertyId={details.id} agent={{ id: details.buyerAgent.id, name: details.buyerAgent.name }} days={nextDays(14, new Date())} timeZone={COMPANY_TIME_ZONE} />
      ) : (
        <p>{t('noAgent')}</p>
      )}
    </div>
  );
}
