import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { AgentDetailsHost } from '@/components/agents/agent-details-host';
import { AgentListCard } from '@/components/agents/agent-list-card';
import styles from '@/components/agents/agents.module.css';
import { companyAgents } from '@/lib/agents/directory';
import { getViewer } from '@/lib/auth/viewer';
import { withClientMessages } from '@/i18n/client-messages';

// The page and its metadata read the list once per request.
const load = cache(async () => {
  const viewer = await getViewer();
  return { company: viewer.company, agents: await companyAgents(viewer.company.id) };
});

export async function generateMetadata(): Promise<Metadata> {
  const [{ company }, t] = await Promise.all([load(), getTranslations('Agents')]);
  const title = t('listTitle');
  const description = t('listDescription', { company: company.name });
  return { title, description, alternates: { canonical: '/company-agents' }, openGraph: { type: 'website', title, description, url: '/company-agents' } };
}

/** SPEC §2 /company-agents: the brokerage's active agents, each linking to their page. */
export default withClientMessages('companyAgents', async function CompanyAgentsPage() {
  const [{ agents }, t] = await Promise.all([load(), getTranslations('Agents')]);
  return (
    <div className="container page" data-testid="company-agents">
      <h1>{t('listHeading')}</h1>
      <p className={styles.intro}>{t('listIntro')}</p>
      {agents.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {agents.map((agent) => (
            <li key={agent.id}>
              <AgentListCard agent={agent} details />
            </li>
          ))}
        </ul>
      )}
      <AgentDetailsHost />
    </div>
  );
});
