import React, { useEffect, useRef, useState } from 'react';
import type { VideoSource } from '../../core/contract/videos';
import { languageOf } from '../../core/locales/locales';
import { useI18n } from '../i18n/i18n-provider';
import { PlaybackFailed } from './playback-failed';
import * as styles from './video-player.module.css';

type Phase = 'loading' | 'playing' | 'failed';

/**
 * The video once the visitor pressed play (VideoPlayer loads this then): hls.js, loaded only now,
 * or the browser's own HLS where there is no Media Source Extensions (iOS Safari). The native
 * controls take the keyboard; captions follow the page's language.
 */
export default function VideoPlayback({ source }: { source: VideoSource }) {
  const { t, locale } = useI18n();
  const [phase, setPhase] = useState<Phase>('loading');
  const video = useRef<HTMLVideoElement>(null);
  const language = languageOf(locale);
  const captions = source.captions.find((track) => track.language === language);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
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
  }, [source.master]);

  return (
    <>
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
      {phase === 'failed' && <PlaybackFailed />}
    </>
  );
}
