import type { Metadata } from 'next';
import { OpportunityBoard } from '@/components/crm/opportunities/opportunity-board';
import { listBoard } from '@/lib/crm/opportunities';
import { boardQueryString, parseBoardQueryLeniently } from '@/lib/crm/opportunity-input';
import { boardAgents } from '@/lib/crm/opportunity-agents';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { dayText } from '@/lib/property/schedule';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

export const metadata: Metadata = { title: 'Opportunities' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The pipeline board (DESIGN §9): the first board is read here, straight from the service, so
 * it paints with the HTML; the board then follows its URL through /api/crm/opportunities. A
 * URL value that does not parse is dropped rather than failing the page.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const query = parseBoardQueryLeniently(await searchParams);
  const qs = boardQueryString(query);
  const { access, viewer } = await requireCrmAgent(qs ? `/opportunities?${qs}` : '/opportunities');
  const [board, agents] = await Promise.all([listBoard(access, query), boardAgents(access)]);
  return (
    <OpportunityBoard
      key={qs}
      initialQuery={query}
      initialBoard={board}
      agents={agents}
      today={dayText(new Date(), COMPANY_TIME_ZONE)}
      canMove={access.type !== 'lender'}
      canChooseAgent={access.canManage}
      viewerId={viewer.id}
    />
  );
}
