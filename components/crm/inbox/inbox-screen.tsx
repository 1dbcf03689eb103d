import { listInbox } from '@/lib/crm/inbox';
import { inboxQuery } from '@/lib/crm/inbox-input';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { InboxList } from './inbox-list';
import { inboxHref, type InboxState } from './inbox-nav';

type SearchParams = Record<string, string | string[] | undefined>;

/** /inbox and /closed-inbox: the first page rendered on the server; a bad filter in the URL falls back to all, page 1. */
export async function InboxScreen({ state, searchParams }: { state: InboxState; searchParams: Promise<SearchParams> }) {
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = inboxQuery.safeParse({ kind: first(raw.kind), page: first(raw.page) });
  const { kind, page } = parsed.success ? parsed.data : { kind: undefined, page: 1 };
  const { access } = await requireCrmAgent(inboxHref(state, kind, page));
  const { data, pagination } = await listInbox(access, { state, kind, page });
  return (
    <div className="page" data-testid={state === 'open' ? 'inbox-page' : 'closed-inbox-page'}>
      <h1>{state === 'open' ? 'Inbox' : 'Closed inbox'}</h1>
      <InboxList state={state} kind={kind} page={page} initial={{ data, meta: { pagination } }} />
    </div>
  );
}
