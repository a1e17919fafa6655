import React, { useRef } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useUnitSystem } from '../../components/kitchen/unit-system';
import { imageUrl } from '../../core/images/image-url';
import type { languageOf } from '../../core/locales/locales';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { lineQuantityText } from '../../core/recipes/quantity-text';
import { CookStepText } from './cook-step-text';
import * as styles from './cook-mode.module.css';

/** The step shown: its number and progress, picture, text (times as timer buttons) and ingredients; a swipe turns it. */
export function CookStage({
  recipe,
  step,
  servings,
  language,
  onTimer,
  onSwipe,
}: {
  recipe: RecipeDetail;
  step: number;
  servings: number;
  language: ReturnType<typeof languageOf>;
  onTimer: (timer: { text: string; seconds: number }) => void;
  /** 1 to the next step, -1 to the one before. */
  onSwipe: (direction: 1 | -1) => void;
}) {
  const i18n = useI18n();
  const { t, intlLocale } = i18n;
  const [system] = useUnitSystem();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const steps = recipe.steps ?? [];
  const current = steps[step];
  const onPointerUp = (event: React.PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(event.clientY - from.y) * 1.5) onSwipe(dx < 0 ? 1 : -1);
  };
  const names = new Map((recipe.ingredients ?? []).map((line) => [line.ingredient, line]));
  const stepIngredients = (current?.ingredients ?? []).flatMap((key) => names.get(key) ?? []);
  return (
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
      {current && <CookStepText key={step} text={current.description} language={language} onTimer={onTimer} />}
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
  );
}
