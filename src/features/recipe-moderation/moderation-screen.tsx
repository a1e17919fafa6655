import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { MemberLine } from '../../components/member/member-line';
import type { ModeratedRecipe } from '../../core/contract/community-recipes';
import type { ModerationDecision } from '../../core/recipes/recipe-status';
import { quantityText } from '../../core/recipes/quantity-text';
import { COMMUNITY_RECIPE_LIMITS } from '../../core/rules';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { useAppSelector } from '../../store/hooks';
import { selectOwnProfile } from '../../store/profile-slice';
import * as form from '../../components/form/form.module.css';
import * as ui from '../../styles/ui.module.css';
import * as styles from './recipe-moderation.module.css';
import {
  useDecideOnRecipeMutation,
  useGetModeratedRecipeQuery,
  useGetModerationQueueQuery,
} from './recipe-moderation-api';

/** The whole recipe as moderators read it before deciding. */
function Preview({ moderated }: { moderated: ModeratedRecipe }) {
  const i18n = useI18n();
  const { t, plural } = i18n;
  const { recipe } = moderated;
  return (
    <article className={styles.preview} aria-labelledby="moderated-title">
      <h3 id="moderated-title">{recipe.title}</h3>
      <MemberLine author={recipe.author} />
      {recipe.picture && (
        <img className={styles.cover} src={recipe.picture} alt={t('creation.coverAlt', { title: recipe.title })} />
      )}
      <p>{recipe.description}</p>
      <p>
        {t('creation.statusLabel')} {t(`creation.status.${recipe.status}`)} ·{' '}
        {t('recipe.totalTime', { minutes: recipe.total_time })} ·{' '}
        {recipe.numberOfPeople !== null && plural('recipe.servings', recipe.numberOfPeople)}
      </p>
      <h4>{t('creation.ingredients')}</h4>
      <ul>
        {recipe.ingredients.map((line) => (
          <li key={line.uuid}>
            {quantityText(i18n, i18n.intlLocale, line.quantity, line.unit)} {line.name}
          </li>
        ))}
        {recipe.kitchenware.map((item) => (
          <li key={item.uuid}>{item.name}</li>
        ))}
      </ul>
      <h4>{t('moderation.steps')}</h4>
      <ol>
        {recipe.steps.map((step, index) => (
          <li key={step.uuid}>
            <p>{step.description}</p>
            {step.picture && (
              <img
                className={styles.stepPicture}
                src={step.picture}
                alt={t('creation.stepPictureAlt', { number: index + 1 })}
              />
            )}
          </li>
        ))}
      </ol>
      {moderated.reports.length > 0 && (
        <>
          <h4>{t('moderation.reports')}</h4>
          <ul>
            {moderated.reports.map((report) => (
              <li key={report.id}>{report.message}</li>
            ))}
          </ul>
        </>
      )}
      <h4>{t('moderation.history')}</h4>
      <ul>
        {moderated.decisions.map((decision) => (
          <li key={decision.id}>
            {new Date(decision.created_time).toLocaleString(i18n.intlLocale)}:{' '}
            {t(`creation.status.${decision.to_status}`)}
            {decision.by ? ` (${decision.by.username})` : ''}
            {decision.reason ? ` · ${decision.reason}` : ''}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Validate, or refuse or block with a reason (required: the author reads it). */
function Decision({ moderated, onDone }: { moderated: ModeratedRecipe; onDone: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideOnRecipeMutation();
  const allowed = moderated.recipe.actions;
  const take = async (decision: ModerationDecision) => {
    if (decision !== 'validate' && !reason.trim()) return setError(t('errors.required'));
    setError(null);
    const result = await decide({
      uuid: moderated.recipe.uuid,
      decision,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    if ('error' in result) {
      const refusal = apiErrorOf(result.error);
      if (refusal.errno === API_ERRNO.OWN_RECIPE) return setError(t('moderation.ownRecipe'));
      if (refusal.errno === API_ERRNO.SECOND_FACTOR_REQUIRED) return setError(t('moderation.secondFactor'));
      return setError(refusal.message ?? t('errors.generic'));
    }
    setReason('');
    onDone();
  };
  return (
    <div className={styles.decision}>
      <div className={form.field}>
        <label htmlFor="moderation-reason">{t('moderation.reason')}</label>
        <textarea
          id="moderation-reason"
          className={form.input}
          rows={3}
          value={reason}
          maxLength={COMMUNITY_RECIPE_LIMITS.refusalReasonMax}
          aria-invalid={!!error}
          aria-describedby={error ? 'moderation-reason-error' : 'moderation-reason-hint'}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id="moderation-reason-hint" className={form.hint}>
          {t('moderation.reasonHint')}
        </p>
        {error && (
          <p id="moderation-reason-error" className={form.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={ui.actions}>
        {allowed.includes('validate') && (
          <button type="button" className={ui.pill} disabled={isLoading} onClick={() => take('validate')}>
            {t('moderation.validate')}
          </button>
        )}
        {allowed.includes('refuse') && (
          <button type="button" className={ui.pillOutline} disabled={isLoading} onClick={() => take('refuse')}>
            {t('moderation.refuse')}
          </button>
        )}
        {allowed.includes('block') && (
          <button type="button" className={ui.pillOutline} disabled={isLoading} onClick={() => take('block')}>
            {t('moderation.block')}
          </button>
        )}
      </div>
    </div>
  );
}

function Opened({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const { t } = useI18n();
  const { data, isLoading, isError } = useGetModeratedRecipeQuery(uuid);
  const own = useAppSelector(selectOwnProfile);
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !data)
    return (
      <p className={ui.problem} role="alert">
        {t('errors.generic')}
      </p>
    );
  // Four eyes: another moderator decides on a recipe this one wrote (the API refuses it too).
  const mine = !!own && data.recipe.author.id === own.user_id;
  return (
    <section className={styles.opened} aria-label={t('moderation.review')}>
      <Preview moderated={data} />
      {mine ? <p className={ui.empty}>{t('moderation.ownRecipe')}</p> : <Decision moderated={data} onDone={onDone} />}
    </section>
  );
}

/**
 * The moderation screen: the recipes waiting (submitted and reported, oldest first), one opened
 * with everything it holds, and the decision. The server decides who may see it.
 */
export function ModerationScreen({ extra }: { extra?: React.ReactNode }) {
  const { t } = useI18n();
  const { data, error, isLoading } = useGetModerationQueueQuery({});
  const [open, setOpen] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  const status = error ? apiErrorOf(error).status : null;
  // A moderator's session without the second factor: logging in again with the code opens the desk.
  if (status === 403 && apiErrorOf(error).errno === API_ERRNO.SECOND_FACTOR_REQUIRED)
    return <p className={ui.empty}>{t('moderation.secondFactor')}</p>;
  if (status === 403 || status === 401) return <p className={ui.empty}>{t('moderation.forbidden')}</p>;
  if (error || !data)
    return (
      <p className={ui.problem} role="alert">
        {t('errors.generic')}
      </p>
    );
  return (
    <div className={styles.screen}>
      <section aria-labelledby="moderation-queue-title">
        <h2 id="moderation-queue-title">{t('moderation.queue')}</h2>
        {decided && (
          <p className={ui.success} role="status">
            {t('moderation.decided')}
          </p>
        )}
        {data.results.length === 0 ? (
          <p className={ui.empty}>{t('moderation.empty')}</p>
        ) : (
          <ul className={styles.queue}>
            {data.results.map((recipe) => (
              <li key={recipe.uuid}>
                <button
                  type="button"
                  className={styles.queueItem}
                  aria-pressed={open === recipe.uuid}
                  onClick={() => {
                    setOpen(recipe.uuid);
                    setDecided(false);
                  }}
                >
                  <strong>{recipe.title}</strong>
                  <span>
                    {t(`creation.status.${recipe.status}`)} · {recipe.author.username}
                    {recipe.reports_count > 0
                      ? ` · ${t('moderation.reportsCount', { count: recipe.reports_count })}`
                      : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open && (
        <Opened
          uuid={open}
          onDone={() => {
            setOpen(null);
            setDecided(true);
          }}
        />
      )}
      {extra}
    </div>
  );
}
