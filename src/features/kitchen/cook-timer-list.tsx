import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { CookTimer } from './cook-session';
import { remainingText } from './cook-timers';
import * as styles from './cook-mode.module.css';

/** The timers set, each with what is left (or "Time's up") and its stop or dismiss button. */
export function CookTimerList({
  timers,
  now,
  onRemove,
}: {
  timers: CookTimer[];
  now: number;
  onRemove: (id: string) => void;
}) {
  const { t } = useI18n();
  if (timers.length === 0) return null;
  return (
    <section className={styles.timers} aria-labelledby="cook-timers-title">
      <h3 id="cook-timers-title" className="visually-hidden">
        {t('cook.timers')}
      </h3>
      <ul>
        {timers.map((timer) => (
          <li key={timer.id} className={timer.endsAt <= now ? styles.timerRang : styles.timer}>
            <span className={styles.timerLabel}>
              {t('cook.timerLabel', { step: timer.step + 1, duration: timer.text })}
            </span>
            <span className={styles.timerClock} role="timer">
              {timer.endsAt <= now ? t('cook.timeUp') : remainingText(timer.endsAt - now)}
            </span>
            <button type="button" className={styles.timerStop} onClick={() => onRemove(timer.id)}>
              {timer.endsAt <= now ? t('cook.dismiss') : t('cook.stopTimer')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
