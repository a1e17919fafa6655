import React, { useEffect, useRef, useState } from 'react';
import type { VideoSource } from '../../core/contract/videos';
import { languageOf } from '../../core/locales/locales';
import { useI18n } from '../i18n/i18n-provider';
import { useHydrated } from '../use-hydrated';
import * as styles from './video-player.module.css';

type Phase = 'poster' | 'loading' | 'playing' | 'failed';

/**
 * Plays an HLS video (SPEC sections 1 and 8): the poster and a play button first, no video byte
 * before the visitor presses play; then hls.js, loaded only now, or the browser's own HLS where
 * there is no Media Source Extensions (iOS Safari). The native controls take the keyboard; captions follow the page's
 * language. A failure says "An error occurred while playing the video."
 */
export function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  const { t, locale } = useI18n();
  const [phase, setPhase] = useState<Phase>('poster');
  // A tap before React runs would be lost: the button waits for hydration.
  const hydrated = useHydrated();
  const video = useRef<HTMLVideoElement>(null);
  const language = languageOf(locale);
  const captions = source.captions.find((track) => track.language === language);
  // Once asked, the player stays set up while it plays (and after a failure): not on every phase.
  const asked = phase !== 'poster';

  useEffect(() => {
    const element = video.current;
    if (!asked || !element) return;
    let destroy = () => {};
    let cancelled = false;
    const fail = () => !cancelled && setPhase('failed');
    const start = () => {
      if (cancelled) return;
      setPhase('playing');
      element.play().catch(() => {
        // Autoplay refused (no gesture left): the controls are there to press play again.
      });
    };
    // hls.js wherever Media Source Extensions exist; the browser's own HLS (iOS Safari) otherwise.
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (!element.canPlayType('application/vnd.apple.mpegurl')) return fail();
          element.src = source.master;
          return start();
        }
        // No worker: the site's policy allows scripts from its own origin only, not blob: workers.
        const hls = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && fail());
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        hls.loadSource(source.master);
        hls.attachMedia(element);
      })
      .catch(fail);
    element.addEventListener('error', fail);
    return () => {
      cancelled = true;
      element.removeEventListener('error', fail);
      destroy();
    };
  }, [asked, source.master]);

  return (
    <figure className={styles.player} aria-label={title}>
      {phase === 'poster' ? (
        <button type="button" className={styles.poster} disabled={!hydrated} onClick={() => setPhase('loading')}>
          <img src={source.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
          <span className={styles.play} aria-hidden="true" />
          <span className={styles.label}>{t('video.play', { title })}</span>
        </button>
      ) : (
        <video
          ref={video}
          className={styles.video}
          controls
          playsInline
          poster={source.poster}
          preload="none"
          data-phase={phase}
        >
          {captions && (
            <track kind="captions" src={captions.src} srcLang={captions.language} label={t('video.captions')} default />
          )}
        </video>
      )}
      {phase === 'failed' && (
        <p className={styles.error} role="alert">
          {t('errors.videoPlayback')}
        </p>
      )}
    </figure>
  );
}
