import { Link } from 'gatsby';
import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import * as styles from './age-gate.module.css';
import * as ui from '../../styles/ui.module.css';

/** Where the answer is remembered (SPEC section 4: asked once, on alcohol pages). */
export const AGE_GATE_KEY = 'miamo-age-confirmed';

type Answer = 'pending' | 'unknown' | 'adult' | 'minor';

function storedAnswer(): Answer {
  try {
    return window.localStorage.getItem(AGE_GATE_KEY) === 'yes' ? 'adult' : 'unknown';
  } catch {
    return 'unknown';
  }
}

const subscribeToNothing = () => () => {};

/**
 * Asks whether the visitor is 18 or older before showing alcohol, once the page is interactive
 * (a gate drawn in the static HTML could be clicked before its buttons work), unless the
 * visitor already said yes.
 */
export function AgeGate() {
  const { t, locale } = useI18n();
  // 'pending' in the static HTML and during hydration; then the remembered answer.
  const remembered = useSyncExternalStore(subscribeToNothing, storedAnswer, () => 'pending' as Answer);
  const [choice, setAnswer] = useState<Answer | null>(null);
  const answer = choice ?? remembered;
  const yes = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (answer === 'unknown') yes.current?.focus();
  }, [answer]);

  if (answer === 'adult' || answer === 'pending') return null;
  const confirm = () => {
    try {
      window.localStorage.setItem(AGE_GATE_KEY, 'yes');
    } catch {
      // Private mode: the answer holds for this page only.
    }
    setAnswer('adult');
  };
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="age-gate-title" aria-describedby="age-gate-text">
        <h2 id="age-gate-title" className={styles.title}>
          {t('ageGate.title')}
        </h2>
        {answer === 'minor' ? (
          <>
            <p id="age-gate-text">{t('ageGate.refused')}</p>
            <Link className={styles.primary} to={routeTo(locale, 'universe', { vertical: 'kids' })}>
              {t('ageGate.kidsLink')}
            </Link>
          </>
        ) : (
          <>
            <p id="age-gate-text">{t('ageGate.text')}</p>
            <div className={ui.actions}>
              <button ref={yes} type="button" className={styles.primary} onClick={confirm}>
                {t('ageGate.yes')}
              </button>
              <button type="button" className={ui.pillOutline} onClick={() => setAnswer('minor')}>
                {t('ageGate.no')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
