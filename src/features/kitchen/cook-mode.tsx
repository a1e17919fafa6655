import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { findTimers } from '../../core/kitchen/timers';
import { languageOf } from '../../core/locales/locales';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { type CookTimer, readCookSession, saveCookSession } from './cook-session';
import { CookStage } from './cook-stage';
import { CookStepNav } from './cook-step-nav';
import { CookTimerList } from './cook-timer-list';
import { useCookTimers } from './cook-timers';
import { useCookStep } from './use-cook-step';
import { type VoiceCommand, speechRecognition, useVoiceCommands } from './use-voice-commands';
import { useWakeLock } from './use-wake-lock';
import * as styles from './cook-mode.module.css';

/**
 * Cook mode (issue 18): one step at a time, full screen, large type, the step's picture and
 * ingredients for the chosen servings; next and back by button, arrow key, swipe or voice; timers
 * from the step's words. Loaded only when the cook opens it.
 */
export default function CookMode({
  recipe,
  servings,
  onClose,
}: {
  recipe: RecipeDetail;
  servings: number;
  onClose: () => void;
}) {
  const { t, locale, intlLocale } = useI18n();
  const language = languageOf(locale);
  const steps = recipe.steps ?? [];
  const [saved] = useState(() => readCookSession(recipe.id));
  const { step, last, go } = useCookStep(steps.length, saved?.step ?? 0);
  const [announcement, setAnnouncement] = useState('');
  const [handsFree, setHandsFree] = useState(false);
  const awake = useWakeLock();
  const dialog = useRef<HTMLDialogElement>(null);

  const ring = useCallback(
    (timer: CookTimer) => {
      const message = t('cook.timerDone', { step: timer.step + 1, duration: timer.text });
      setAnnouncement(message);
      if ('Notification' in window && Notification.permission === 'granted' && document.visibilityState !== 'visible')
        new Notification(recipe.title, { body: message, tag: timer.id });
    },
    [recipe.title, t],
  );
  const { timers, now, start, remove } = useCookTimers(saved?.timers ?? [], ring);

  useEffect(() => saveCookSession(recipe.id, { step, timers }), [recipe.id, step, timers]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = useCallback(() => {
    saveCookSession(recipe.id, null);
    // Closing the dialog, not only removing it, gives the focus back to "Start cooking".
    dialog.current?.close();
    onClose();
  }, [onClose, recipe.id]);

  const current = steps[step];
  const startTimer = useCallback(
    (timer: { text: string; seconds: number }) => {
      start({ step, text: timer.text, seconds: timer.seconds });
      setAnnouncement(t('cook.timerStarted', { duration: timer.text }));
    },
    [start, step, t],
  );

  const voiceWords = useMemo<Record<VoiceCommand, string>>(
    () => ({
      next: t('cook.voice.next'),
      back: t('cook.voice.back'),
      repeat: t('cook.voice.repeat'),
      timer: t('cook.voice.timer'),
    }),
    [t],
  );
  useVoiceCommands(handsFree, intlLocale, voiceWords, (command) => {
    if (command === 'next') go(step + 1);
    if (command === 'back') go(step - 1);
    if (command === 'repeat' && current && 'speechSynthesis' in window) {
      const utterance = new SpeechSynthesisUtterance(current.description);
      utterance.lang = intlLocale;
      window.speechSynthesis.speak(utterance);
    }
    const [first] = current ? findTimers(current.description, language) : [];
    if (command === 'timer' && first) startTimer(first);
  });

  return (
    <dialog
      ref={dialog}
      className={styles.cook}
      aria-labelledby="cook-step-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className={styles.head}>
        <p className={styles.recipe}>{recipe.title}</p>
        {speechRecognition() !== null && (
          <button
            type="button"
            className={handsFree ? styles.listening : styles.headButton}
            aria-pressed={handsFree}
            onClick={() => setHandsFree((on) => !on)}
          >
            {t('cook.handsFree')}
          </button>
        )}
        <button type="button" className={styles.headButton} onClick={close}>
          {t('cook.close')}
        </button>
      </header>
      {handsFree && <p className={styles.listeningNote}>{t('cook.listening')}</p>}
      <CookStage
        recipe={recipe}
        step={step}
        servings={servings}
        language={language}
        onTimer={startTimer}
        onSwipe={(direction) => go(step + direction)}
      />
      <CookTimerList timers={timers} now={now} onRemove={remove} />
      <CookStepNav step={step} last={last} go={go} onFinish={close} />
      {awake && <p className={styles.awake}>{t('cook.screenAwake')}</p>}
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>
    </dialog>
  );
}
