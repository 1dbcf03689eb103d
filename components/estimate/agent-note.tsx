import { getTranslations } from 'next-intl/server';

/** Agents have no addresses of their own (SPEC §6): the seller pages say so instead of redirecting. */
export async function AgentNote({ title }: { title: string }) {
  const t = await getTranslations('Estimate');
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p data-testid="estimate-agent-note">{t('agentNote')}</p>
    </div>
  );
}
