import React from 'react';
import { TimerIcon } from '../../components/icons/timer';
import { useI18n } from '../../components/i18n/i18n-provider';
import { findTimers } from '../../core/kitchen/timers';
import type { languageOf } from '../../core/locales/locales';
import * as styles from './cook-mode.module.css';

/** The step's text with each time it names as a button that starts a timer. */
export function CookStepText({
  text,
  language,
  onTimer,
}: {
  text: string;
  language: ReturnType<typeof languageOf>;
  onTimer: (timer: { text: string; seconds: number }) => void;
}) {
  const { t } = useI18n();
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const timer of findTimers(text, language)) {
    parts.push(text.slice(at, timer.index));
    parts.push(
      <button
        key={timer.index}
        type="button"
        className={styles.timerWords}
        onClick={() => onTimer(timer)}
        aria-label={t('cook.startTimer', { duration: timer.text })}
      >
        <TimerIcon />
        {timer.text}
      </button>,
    );
    at = timer.index + timer.text.length;
  }
  parts.push(text.slice(at));
  return <p className={styles.text}>{parts}</p>;
}
