import React, { Suspense, lazy, useState } from 'react';
import type { VideoSource } from '../../core/contract/videos';
import { useI18n } from '../i18n/i18n-provider';
import { useHydrated } from '../use-hydrated';
import { PlaybackFailed } from './playback-failed';
import * as styles from './video-player.module.css';

// The player's code loads at the press of play, like the video itself; offline, the press says it failed.
const VideoPlayback = lazy(() => import('./video-playback').catch(() => ({ default: PlaybackFailed })));

/**
 * Plays an HLS video (SPEC sections 1 and 8): the poster and a play button first, no video byte
 * (nor the player's code) before the visitor presses play. A failure says "An error occurred
 * while playing the video."
 */
export function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  const { t } = useI18n();
  const [asked, setAsked] = useState(false);
  // A tap before React runs would be lost: the button waits for hydration.
  const hydrated = useHydrated();
  const poster = (
    <button type="button" className={styles.poster} disabled={!hydrated || asked} onClick={() => setAsked(true)}>
      <img src={source.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
      <span className={styles.play} aria-hidden="true" />
      <span className={styles.label}>{t('video.play', { title })}</span>
    </button>
  );
  return (
    <figure className={styles.player} aria-label={title}>
      {asked ? (
        <Suspense fallback={poster}>
          <VideoPlayback source={source} />
        </Suspense>
      ) : (
        poster
      )}
    </figure>
  );
}
