import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PropertyTiles } from '@/components/search/property-tiles';
import type { AgentProfile } from '@/lib/agents/agent-profile-json';
import type { PropertyJson } from '@/lib/search/property-json';
import { AgentAskQuestion } from './agent-ask-question';
import styles from './agents.module.css';
import { agentPhotoAttrs, AVATAR_WIDTH } from '@/lib/agents/photo-src';

interface Props {
  agent: AgentProfile;
  showDealRating: boolean;
  now: number;
}

/** SPEC §2 agent details: who they are, how to reach them (#agent-details), their homes for sale and sold. */
export async function AgentProfileView({ agent, showDealRating, now }: Props) {
  const [t, tv] = await Promise.all([getTranslations('Agents'), getTranslations('AgentVideo')]);
  return (
    <div className="container page" data-testid="agent-page" data-id={agent.id}>
      <Link href="/company-agents" className={styles.back}>
        {t('allAgents')}
      </Link>
      <section className={styles.profile} aria-labelledby="agent-name">
        {/* The page's LCP: high priority, so React preloads it from the head. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- tenant-scoped /images/agents route, see PropertyCard */}
        <img className={styles.profilePhoto} {...agentPhotoAttrs(agent.photo ?? '/images/placeholder.jpg', AVATAR_WIDTH)} alt={t('photoOf', { name: agent.name })} width={175} height={175} fetchPriority="high" />
        <div>
          <p className={styles.type}>{t(`types.${agent.type}`)}</p>
          <h1 id="agent-name">{agent.name}</h1>
          {agent.title ? <p className={styles.title}>{agent.title}</p> : null}
          <ul className={styles.counts} data-testid="agent-counts">
            <li>{t('activeCount', { count: agent.activeListingsCount })}</li>
            <li>{t('soldCount', { count: agent.soldHomesCount })}</li>
          </ul>
          {/* Plain text from the agent's record, rendered as text (never as HTML). */}
          {agent.bio ? <p className={styles.bio}>{agent.bio}</p> : null}
          {agent.licenseNumber ? <p className={styles.title}>{t('license', { number: agent.licenseNumber })}</p> : null}
        </div>
        <section id="agent-details" className={styles.details} aria-labelledby="agent-contact" data-testid="agent-details">
          <h2 id="agent-contact">{t('contactHeading', { name: agent.firstName })}</h2>
          <dl>
            {agent.phone && agent.phoneHref ? (
              <>
                <dt>{t('phoneLabel')}</dt>
                <dd>
                  <a href={agent.phoneHref}>{agent.phone}</a>
                </dd>
              </>
            ) : null}
            <dt>{t('emailLabel')}</dt>
            <dd>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </dd>
          </dl>
          <div className={styles.actions}>
            <AgentAskQuestion agentId={agent.id} firstName={agent.firstName} name={agent.name} />
            {agent.videoPage ? (
              <Link href={agent.videoPage} className="button button-secondary" data-testid="agent-video-link">
                {tv('watch', { name: agent.firstName })}
              </Link>
            ) : null}
          </div>
        </section>
      </section>
      <Listings id="agent-listings" title={t('listingsHeading')} homes={agent.listings} showDealRating={showDealRating} now={now} empty={t('noListings', { name: agent.name })} />
      {agent.soldHomes.length > 0 ? <Listings id="agent-sold" title={t('soldHeading')} homes={agent.soldHomes} showDealRating={showDealRating} now={now} empty="" /> : null}
    </div>
  );
}

function Listings({ id, title, homes, showDealRating, now, empty }: { id: string; title: string; homes: PropertyJson[]; showDealRating: boolean; now: number; empty: string }) {
  return (
    <section className={styles.listings} aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {homes.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <PropertyTiles homes={homes} className={styles.listingGrid} showDealRating={showDealRating} now={now} />
      )}
    </section>
  );
}
