import React from 'react';
import { useI18n } from '../i18n/i18n-provider';
import * as styles from './video-player.module.css';

/** What a failure says (SPEC section 8): "An error occurred while playing the video." */
export function PlaybackFailed() {
  const { t } = useI18n();
  return (
    <p className={styles.error} role="alert">
      {t('errors.videoPlayback')}
    </p>
  );
}
