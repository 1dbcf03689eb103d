import { crmPageMetadata } from '@/components/crm/pending-screen';
import { MarketingScreen } from '@/components/crm/marketing/marketing-screen';

export const metadata = crmPageMetadata('/marketing');

// /marketing?status=&campaign=<id|new> – e-mail campaigns to a segment of leads (admins)
export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MarketingScreen searchParams={searchParams} />;
}
