import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AgentProfileView } from '@/components/agents/agent-profile';
import { agentJsonLd } from '@/lib/agents/json-ld';
import { agentProfile } from '@/lib/agents/profile';
import { getViewer } from '@/lib/auth/viewer';
import { parseRowId } from '@/lib/http/ids';
import { scriptJson } from '@/lib/property/json-ld';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ params: string[] }> };

// The page and its metadata read the agent once per request.
const load = cache(async (id: number) => {
  const viewer = await getViewer();
  return { viewer, agent: await agentProfile(viewer, id), now: Date.now() };
});

async function read(props: Props) {
  const { params } = await props.params;
  // The proxy (agentGate) has answered unknown ids (404) and other slugs (308) already.
  const id = parseRowId(params[params.length - 1] ?? '');
  if (id === null) notFound();
  const { viewer, agent, now } = await load(id);
  if (agent === null) notFound();
  return { viewer, agent, now };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ viewer, agent }, t] = await Promise.all([read(props), getTranslations('Agents')]);
  const company = viewer.company.name;
  const title = t('profileTitle', { name: agent.name, type: t(`types.${agent.type}`) });
  const description = t('profileDescription', { name: agent.name, title: agent.title ?? t(`types.${agent.type}`), company, active: agent.activeListingsCount }).trim();
  return {
    title,
    description,
    alternates: { canonical: agent.url },
    openGraph: { type: 'profile', title, description, url: agent.url, images: agent.photo ? [{ url: agent.photo }] : undefined },
  };
}

// SPEC §2 agent details: /agent-page/{name-slug}/{id} (DESIGN §4).
export default withClientMessages('agent', async function AgentPage(props: Props) {
  const { viewer, agent, now } = await read(props);
  const jsonLd = agentJsonLd({ base: `https://${viewer.company.domain}`, url: agent.url, name: agent.name, title: agent.title, photo: agent.photo, phone: agent.phone, email: agent.email, company: viewer.company.name });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <AgentProfileView agent={agent} showDealRating={viewer.company.settings.showPropertiesDealRatings} now={now} />
    </>
  );
});
