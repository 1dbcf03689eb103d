'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AgentVideo } from '@/lib/agents/video';
import styles from './agent-video.module.css';
import { agentPhotoAttrs, AVATAR_WIDTH } from '@/lib/agents/photo-src';

interface Props {
  video: AgentVideo;
  name: string;
  photo: string | null;
}

/**
 * The agent's video behind a facade: the agent's photo and a play button, and nothing from the
 * video host until the visitor presses play (no third-party cookies or scripts before consent;
 * a light page). Then the provider's privacy player loads and starts. Files the site ships
 * play in a <video> that loads nothing before play (preload="none").
 */
export function VideoFacade({ video, name, photo }: Props) {
  const t = useTranslations('AgentVideo');
  const [playing, setPlaying] = useState(false);

  if (video.kind === 'file') {
    return (
      <div className={styles.frame}>
        <video className={styles.player} src={video.src} poster={photo ?? undefined} controls preload="none" playsInline aria-label={t('videoLabel', { name })} data-testid="agent-video-file" />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            className={styles.player}
            src={video.embedUrl}
            title={t('frameTitle', { name })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="agent-video-frame"
          />
        ) : (
          <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={t('play', { name })} data-testid="agent-video-play" data-provider={video.kind}>
            {/* eslint-disable-next-line @next/next/no-img-element -- tenant-scoped /images/agents route, see PropertyCard */}
            <img className={styles.poster} {...agentPhotoAttrs(photo ?? '/images/placeholder.jpg', AVATAR_WIDTH)} alt="" width={175} height={175} decoding="async" />
            <span className={styles.playIcon} aria-hidden="true" />
          </button>
        )}
      </div>
      <p className={styles.privacy}>{t('privacy', { provider: video.provider })}</p>
    </div>
  );
}
