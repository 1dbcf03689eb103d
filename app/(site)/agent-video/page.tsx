import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AgentVideoList, AgentVideoView } from '@/components/agents/agent-video-view';
import { agentVideoPage } from '@/lib/agents/video-page';
import { getViewer } from '@/lib/auth/viewer';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page and its metadata read the agent once per request.
const load = cache(async (agent: string | undefined, agentSite: string | undefined) => {
  const viewer = await getViewer();
  return { company: viewer.company, page: await agentVideoPage(viewer.company.id, agent, agentSite) };
});

/** A query value as typed (the first when repeated); an empty one counts as absent. */
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

async function read(props: Props) {
  const query = await props.searchParams;
  const { company, page } = await load(one(query.agent), one(query.agentSite));
  if (page.kind === 'not-found') notFound();
  return { company, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ company, page }, t, ta] = await Promise.all([read(props), getTranslations('AgentVideo'), getTranslations('Agents')]);
  if (page.kind === 'list') {
    const description = t('listDescription', { company: company.name });
    return { title: t('listTitle'), description, alternates: { canonical: '/agent-video' } };
  }
  const { agent } = page;
  // A page an agent sends to a lead: the agent's own page is the one for search engines.
  return {
    title: t('title', { name: agent.name }),
    description: t('description', { name: agent.name, title: agent.title ?? ta(`types.${agent.type}`), company: company.name }),
    robots: { index: false, follow: true },
  };
}

/** SPEC §2 /agent-video: an agent's video introduction (`?agent={id}` or `?agentSite=`), or the agents who have one. */
export default withClientMessages('agentVideo', async function AgentVideoPage(props: Props) {
  const { page } = await read(props);
  return page.kind === 'agent' ? <AgentVideoView agent={page.agent} video={page.video} /> : <AgentVideoList agents={page.agents} />;
});
