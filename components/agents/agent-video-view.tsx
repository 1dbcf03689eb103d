import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AgentVideoPage } from '@/lib/agents/video-page';
import { agentVideoPath } from '@/lib/agents/video-page-path';
import { AgentAskQuestion } from './agent-ask-question';
import { AgentListCard } from './agent-list-card';
import styles from './agent-video.module.css';
import { VideoFacade } from './video-facade';

type AgentPage = Extract<AgentVideoPage, { kind: 'agent' }>;
type ListPage = Extract<AgentVideoPage, { kind: 'list' }>;

/** /agent-video?agent={id}: the agent's introduction video, their card and a way to ask them something. */
export async function AgentVideoView({ agent, video }: Omit<AgentPage, 'kind'>) {
  const t = await getTranslations('AgentVideo');
  return (
    <div className="container page" data-testid="agent-video-page" data-id={agent.id}>
      <h1>{t('heading', { name: agent.name })}</h1>
      <div className={styles.layout}>
        {video ? <VideoFacade video={video} name={agent.name} photo={agent.photo} /> : <p className={styles.noVideo}>{t('noVideo', { name: agent.firstName })}</p>}
        <aside className={styles.side} aria-label={agent.name}>
          <AgentListCard agent={agent} />
          {/* Plain text from the agent's record, rendered as text. */}
          {agent.bio ? <p className={styles.bio}>{agent.bio}</p> : null}
          <div className={styles.actions}>
            <AgentAskQuestion agentId={agent.id} firstName={agent.firstName} name={agent.name} />
            <Link href={agent.url} className="button button-secondary">
              {t('homes', { name: agent.firstName })}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** /agent-video: the company's agents who have a video, each linking to their video page. */
export async function AgentVideoList({ agents }: Omit<ListPage, 'kind'>) {
  const t = await getTranslations('AgentVideo');
  return (
    <div className="container page" data-testid="agent-video-list">
      <h1>{t('listHeading')}</h1>
      {agents.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p>{t('listIntro')}</p>
          <ul className={styles.list}>
            {agents.map(({ agent }) => (
              <li key={agent.id} className={styles.item}>
                <AgentListCard agent={agent} />
                <Link href={agentVideoPath(agent.id)} className="button" data-testid="agent-video-watch">
                  {t('watch', { name: agent.firstName })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href="/company-agents">{t('allAgents')}</Link>
      </p>
    </div>
  );
}
