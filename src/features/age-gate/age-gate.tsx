import { Link } from 'gatsby';
import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import { type AgeAnswer, ageAnswerOf, confirmedAgeValue } from '../../core/recipes/age-gate';
import { AGE_GATE_MINIMUM_AGE } from '../../core/rules';
import * as styles from './age-gate.module.css';
import * as ui from '../../styles/ui.module.css';

/** Where a confirmation is remembered (for good) and a refusal (for the visit). */
export const AGE_CONFIRMED_KEY = 'miamo-age-confirmed';
export const AGE_REFUSED_KEY = 'miamo-age-refused';

type Shown = AgeAnswer | 'pending';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Private mode: the answer holds for this page only.
  }
}

const storedAnswer = (): Shown =>
  ageAnswerOf(
    read(() => window.localStorage, AGE_CONFIRMED_KEY),
    read(() => window.sessionStorage, AGE_REFUSED_KEY),
  );

// An answer given in another tab applies here too.
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Tab and Shift+Tab go round the gate's own controls, never to the page behind it. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (
    event.shiftKey
      ? document.activeElement === first || !event.currentTarget.contains(document.activeElement)
      : document.activeElement === last
  ) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The modal question, on the native <dialog> (the page behind is inert). It cannot be dismissed
 * without an answer: Escape is refused, and a dialog the browser closes anyway opens again.
 */
function GateDialog({
  refused,
  onConfirm,
  onRefuse,
}: {
  refused: boolean;
  onConfirm: () => void;
  onRefuse: () => void;
}) {
  const { t, locale } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      mounted.current = false;
      element?.close();
    };
  }, []);
  useEffect(() => {
    // The first control takes the focus, again once a refusal replaced the buttons.
    dialog.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [refused]);
  const age = { age: AGE_GATE_MINIMUM_AGE };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      onCancel={(event) => event.preventDefault()}
      onClose={() => mounted.current && dialog.current?.showModal()}
      onKeyDown={keepFocusInside}
    >
      <h2 id="age-gate-title" className={styles.title}>
        {t('ageGate.title', age)}
      </h2>
      {refused ? (
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
            <button type="button" className={styles.primary} onClick={onConfirm}>
              {t('ageGate.yes', age)}
            </button>
            <button type="button" className={ui.pillOutline} onClick={onRefuse}>
              {t('ageGate.no')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/**
 * Asks whether the visitor is of age (AGE_GATE_MINIMUM_AGE) before showing alcohol, once the page
 * is interactive (a gate drawn in the static HTML could be clicked before its buttons work), unless
 * the visitor already answered. Pages use it through AlcoholGate, which decides when.
 */
export function AgeGate() {
  // 'pending' in the static HTML and during hydration; then the remembered answer.
  const remembered = useSyncExternalStore(subscribeToStorage, storedAnswer, (): Shown => 'pending');
  const [choice, setChoice] = useState<AgeAnswer | null>(null);
  const answer = choice ?? remembered;
  if (answer === 'adult' || answer === 'pending') return null;
  const confirm = () => {
    write(() => window.localStorage, AGE_CONFIRMED_KEY, confirmedAgeValue());
    setChoice('adult');
  };
  const refuse = () => {
    write(() => window.sessionStorage, AGE_REFUSED_KEY, 'yes');
    setChoice('minor');
  };
  return <GateDialog refused={answer === 'minor'} onConfirm={confirm} onRefuse={refuse} />;
}
