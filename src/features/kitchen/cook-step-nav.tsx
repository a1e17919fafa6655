import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './cook-mode.module.css';

/** "Previous" and "Next" between the steps; on the last one, "Finish". */
export function CookStepNav({
  step,
  last,
  go,
  onFinish,
}: {
  step: number;
  last: number;
  go: (to: number) => void;
  onFinish: () => void;
}) {
  const { t } = useI18n();
  return (
    <nav className={styles.nav} aria-label={t('cook.steps')}>
      <button type="button" className={styles.back} onClick={() => go(step - 1)} disabled={step === 0}>
        {t('cook.previous')}
      </button>
      {step < last ? (
        <button type="button" className={styles.next} onClick={() => go(step + 1)}>
          {t('cook.next')}
        </button>
      ) : (
        <button type="button" className={styles.next} onClick={onFinish}>
          {t('cook.finish')}
        </button>
      )}
    </nav>
  );
}
