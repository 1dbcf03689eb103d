import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AgentJson } from '@/lib/agents/agent-json';
import styles from './agents.module.css';
import { agentPhotoAttrs, AVATAR_WIDTH } from '@/lib/agents/photo-src';

const PLACEHOLDER_PHOTO = '/images/placeholder.jpg';

/**
 * One agent in /company-agents: photo, name (to their page), type, title, phone and e-mail.
 * With `details`, a Details link to their page that AgentDetailsHost turns into the
 * agent-details modal once the page's script runs (crawlers and no-JS visitors follow it).
 */
export async function AgentListCard({ agent, details = false }: { agent: AgentJson; details?: boolean }) {
  const [t, td] = await Promise.all([getTranslations('Agents'), getTranslations('AgentDetails')]);
  return (
    <article className={styles.card} data-testid="agent-card" data-id={agent.id}>
      {/* Agent photos come from the tenant-scoped /images/agents route (see PropertyCard on next/image). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.photo} {...agentPhotoAttrs(agent.photo ?? PLACEHOLDER_PHOTO, AVATAR_WIDTH, 88)} alt={t('photoOf', { name: agent.name })} width={88} height={88} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link href={agent.url} aria-label={t('viewProfile', { name: agent.name })}>
            {agent.name}
          </Link>
        </h2>
        <p className={styles.type}>{t(`types.${agent.type}`)}</p>
        {agent.title ? <p className={styles.title}>{agent.title}</p> : null}
        <ul className={styles.contact}>
          {agent.phone && agent.phoneHref ? (
            <li>
              <a href={agent.phoneHref} aria-label={t('call', { name: agent.name, phone: agent.phone })}>
                {agent.phone}
              </a>
            </li>
          ) : null}
          <li>
            <a href={`mailto:${agent.email}`} aria-label={t('email', { name: agent.name, email: agent.email })}>
              {agent.email}
            </a>
          </li>
        </ul>
        {details ? (
          <a href={agent.url} className={styles.detailsLink} data-agent-details={agent.id} aria-label={td('detailsOf', { name: agent.name })} data-testid="agent-details-link">
            {td('details')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
