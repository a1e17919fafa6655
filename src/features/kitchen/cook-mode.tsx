import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TimerIcon } from '../../components/icons/timer';
import { useI18n } from '../../components/i18n/i18n-provider';
import { imageUrl } from '../../core/images/image-url';
import { findTimers } from '../../core/kitchen/timers';
import { languageOf } from '../../core/locales/locales';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { lineQuantityText } from '../../core/recipes/quantity-text';
import { type CookTimer, readCookSession, saveCookSession } from './cook-session';
import { remainingText, useCookTimers } from './cook-timers';
import { useUnitSystem } from '../../components/kitchen/unit-system';
import * as styles from './cook-mode.module.css';

/** Keeps the screen on while cooking, where the browser can; again when the tab comes back. */
function useWakeLock(): boolean {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        lock = await navigator.wakeLock.request('screen');
        if (!active) return void lock.release();
        setAwake(true);
        lock.addEventListener('release', () => setAwake(false));
      } catch {
        setAwake(false);
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, []);
  return awake;
}

interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type SpeechRecognitionClass = new () => SpeechRecognitionLike;

function speechRecognition(): SpeechRecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as { SpeechRecognition?: SpeechRecognitionClass; webkitSpeechRecognition?: SpeechRecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

type VoiceCommand = 'next' | 'back' | 'repeat' | 'timer';

/** Hands-free: listens while on, and hands each command heard to `onCommand`. */
function useVoiceCommands(
  on: boolean,
  lang: string,
  words: Record<VoiceCommand, string>,
  onCommand: (command: VoiceCommand) => void,
) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    const Recognition = speechRecognition();
    if (!on || !Recognition) return;
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.continuous = true;
    recognition.interimResults = false;
    let stopped = false;
    recognition.onresult = (event) => {
      const heard = event.results[event.results.length - 1]?.[0]?.transcript.toLowerCase() ?? '';
      const command = (Object.keys(words) as VoiceCommand[]).find((key) =>
        words[key].split('|').some((word) => heard.includes(word.toLowerCase())),
      );
      if (command) handler.current(command);
    };
    // Browsers end recognition after a silence: listen again while hands-free is on.
    recognition.onend = () => !stopped && recognition.start();
    recognition.start();
    return () => {
      stopped = true;
      recognition.stop();
    };
  }, [on, lang, words]);
}

/** The step's text with each time it names as a button that starts a timer. */
function StepText({
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
  const i18n = useI18n();
  const { t, locale, intlLocale } = i18n;
  const language = languageOf(locale);
  const steps = recipe.steps ?? [];
  const [saved] = useState(() => readCookSession(recipe.id));
  const [step, setStep] = useState(() => Math.min(saved?.step ?? 0, Math.max(0, steps.length - 1)));
  const [announcement, setAnnouncement] = useState('');
  const [handsFree, setHandsFree] = useState(false);
  const [system] = useUnitSystem();
  const awake = useWakeLock();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);

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

  const last = steps.length - 1;
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);
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

  // On the document: a button that goes (a timer dismissed) leaves the focus outside the dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') setStep((current) => Math.min(last, current + 1));
      else if (event.key === 'ArrowLeft') setStep((current) => Math.max(0, current - 1));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last]);
  const onPointerUp = (event: React.PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(event.clientY - from.y) * 1.5) go(step + (dx < 0 ? 1 : -1));
  };

  const names = new Map((recipe.ingredients ?? []).map((line) => [line.ingredient, line]));
  const stepIngredients = (current?.ingredients ?? []).flatMap((key) => names.get(key) ?? []);
  const canListen = speechRecognition() !== null;

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
        {canListen && (
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
      <div
        className={styles.stage}
        role="region"
        aria-labelledby="cook-step-title"
        // Scrolls on a small screen: the keyboard can reach it.
        tabIndex={0}
        onPointerDown={(event) => (swipe.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <h2 id="cook-step-title" className={styles.stepTitle} aria-live="polite">
          {t('cook.stepOf', { number: step + 1, total: steps.length })}
        </h2>
        <ol className={styles.progress} aria-hidden="true">
          {steps.map((_, index) => (
            <li key={index} className={index <= step ? styles.progressDone : undefined} />
          ))}
        </ol>
        {current?.picture && (
          <img
            className={styles.picture}
            src={imageUrl(current.picture, { w: 800, h: 800, fit: 'crop' })}
            width={800}
            height={800}
            alt=""
          />
        )}
        {current && <StepText key={step} text={current.description} language={language} onTimer={startTimer} />}
        {stepIngredients.length > 0 && (
          <section aria-labelledby="cook-step-ingredients">
            <h3 id="cook-step-ingredients" className={styles.subTitle}>
              {t('cook.forThisStep')}
            </h3>
            <ul className={styles.ingredients}>
              {stepIngredients.map((line) => (
                <li key={line.ingredient}>
                  <strong>
                    {lineQuantityText(i18n, intlLocale, line, { from: recipe.numberOfPeople, to: servings }, system)}
                  </strong>{' '}
                  {line.name}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {timers.length > 0 && (
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
                <button type="button" className={styles.timerStop} onClick={() => remove(timer.id)}>
                  {timer.endsAt <= now ? t('cook.dismiss') : t('cook.stopTimer')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className={styles.nav} aria-label={t('cook.steps')}>
        <button type="button" className={styles.back} onClick={() => go(step - 1)} disabled={step === 0}>
          {t('cook.previous')}
        </button>
        {step < last ? (
          <button type="button" className={styles.next} onClick={() => go(step + 1)}>
            {t('cook.next')}
          </button>
        ) : (
          <button type="button" className={styles.next} onClick={close}>
            {t('cook.finish')}
          </button>
        )}
      </nav>
      {awake && <p className={styles.awake}>{t('cook.screenAwake')}</p>}
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>
    </dialog>
  );
}
