import React, { useId, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMemberGate } from '../../components/members-only/member-gate';
import type { RatingReason } from '../../core/rules';
import { apiErrorOf } from '../../store/api-error';
import { useMemberGateSession } from '../../store/member-gate-session';
import { formatAverage } from './rating-summary';
import { useListRatingReasonsQuery, useSaveRatingMutation } from './ratings-api';
import { STARS, StarIcon } from './star-icon';
import { type RecordRatings, useRating } from './use-rating';
import * as styles from './ratings.module.css';
import * as ui from '../../styles/ui.module.css';

interface Choice {
  stars: number | null;
  reasons: RatingReason[];
}

/** 1 to 5 stars as a radio group: arrow keys move between them, each named "4 stars out of 5". */
function StarInput({
  value,
  onChange,
  invalid,
  errorId,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { t, plural } = useI18n();
  const name = useId();
  return (
    <fieldset className={styles.starInput} aria-describedby={invalid ? errorId : undefined}>
      <legend>{t('rating.yourStars')}</legend>
      {STARS.map((star) => (
        <label key={star} className={styles.starChoice}>
          <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
          <StarIcon size={36} fill={value !== null && star <= value ? 1 : 0} />
          <span className="visually-hidden">{plural('rating.stars', star)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Rate a recipe (SPEC sections 3 Rating, 6): its average and count, the member's 1 to 5 stars and
 * reasons, sent the first time (POST) or changed (PATCH). Anonymous visitors are asked to log in
 * and find their rating saved once back; an unconfirmed address gets the modal that resends the link.
 */
export function RecipeRating({
  recipeId,
  record,
  authorId = null,
}: {
  recipeId: string;
  record: RecordRatings;
  /** The recipe's member author (the record's `author`): they are told why they cannot rate it. */
  authorId?: string | null;
}) {
  const { t, plural, locale, intlLocale } = useI18n();
  const gate = useMemberGate(useMemberGateSession());
  const { count, average, own, settled } = useRating(recipeId, record);
  const { data: reasonList } = useListRatingReasonsQuery(locale);
  const [save, { isLoading }] = useSaveRatingMutation();
  const [draft, setDraft] = useState<Choice | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'noStars' | 'refused' | 'failed' | null>(null);
  const starsRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const errorId = useId();
  const choice: Choice = draft ?? { stars: own?.stars ?? null, reasons: own?.reasons ?? [] };
  const rated = own !== null && own.stars !== null;

  const change = (next: Partial<Choice>) => {
    setOutcome(null);
    setDraft({ ...choice, ...next });
  };
  const toggleReason = (reason: RatingReason) =>
    change({
      reasons: choice.reasons.includes(reason)
        ? choice.reasons.filter((one) => one !== reason)
        : [...choice.reasons, reason],
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { stars, reasons } = choice;
    if (stars === null) {
      setOutcome('noStars');
      starsRef.current?.querySelector('input')?.focus();
      return;
    }
    if (!gate.loggedIn) return gate.ask({ kind: 'rate', recipeId, stars, reasons }, t('rating.membersOnly'));
    setOutcome(null);
    const result = await save({ body: { recipe: recipeId, stars, reasons }, rated });
    if (!('error' in result)) {
      setDraft(null);
      return setOutcome('saved');
    }
    if (gate.refusedForAddress(result.error, t('rating.unconfirmed'))) return;
    // 403 from a confirmed member: a block stands between them and the recipe's author.
    setOutcome(apiErrorOf(result.error).status === 403 ? 'refused' : 'failed');
  };
  const ownRecipe = authorId !== null && gate.ownId === authorId;

  return (
    <section id="rating" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('rating.title')}
      </h2>
      <p className={styles.totals}>
        {count > 0 && average !== null
          ? plural('rating.totals', count, { average: formatAverage(average, intlLocale) })
          : t('rating.none')}
      </p>
      {ownRecipe ? (
        <p>{t('rating.ownRecipe')}</p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {/* A member's own rating first: a rating sent before it is read would be overwritten by it. */}
          <fieldset className={styles.fields} disabled={!gate.ready || !settled}>
            <div ref={starsRef}>
              <StarInput
                value={choice.stars}
                onChange={(stars) => change({ stars })}
                invalid={outcome === 'noStars'}
                errorId={errorId}
              />
            </div>
            {outcome === 'noStars' && (
              <p id={errorId} className={styles.error}>
                {t('rating.pickStars')}
              </p>
            )}
            {reasonList && (
              <fieldset className={styles.reasons}>
                <legend>{t('rating.reasons')}</legend>
                {reasonList.results.map(({ id, name }) => (
                  <label key={id} className={styles.reason}>
                    <input type="checkbox" checked={choice.reasons.includes(id)} onChange={() => toggleReason(id)} />
                    {name}
                  </label>
                ))}
              </fieldset>
            )}
            <p className={ui.actions}>
              <button type="submit" className={ui.pill} disabled={isLoading}>
                {t(rated ? 'rating.change' : 'rating.submit')}
              </button>
              <span role="status" className={styles.saved}>
                {outcome === 'saved' ? t('rating.saved') : ''}
              </span>
            </p>
            {(outcome === 'failed' || outcome === 'refused') && (
              <p role="alert" className={ui.problem}>
                {t(outcome === 'refused' ? 'rating.refused' : 'errors.generic')}
              </p>
            )}
          </fieldset>
        </form>
      )}
      {gate.dialogs}
    </section>
  );
}
