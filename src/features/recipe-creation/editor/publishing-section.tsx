import { Link, navigate } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { ConfirmModal } from '../../../components/modal/confirm-modal';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import { routeTo } from '../../../core/locales/routes';
import { apiErrorOf } from '../../../store/api-error';
import * as ui from '../../../styles/ui.module.css';
import { useDeleteCommunityRecipeMutation, usePatchCommunityRecipeMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import type { Save } from './use-recipe-save';

/** The status, its reason, and the moves the API allows now (publish, keep private), then delete. */
export function PublishingSection({
  recipe,
  save,
  onRefused,
}: {
  recipe: CommunityRecipe;
  save: Save;
  onRefused: () => void;
}) {
  const { t, locale } = useI18n();
  const [patch, { isLoading }] = usePatchCommunityRecipeMutation();
  const [remove] = useDeleteCommunityRecipeMutation();
  const [confirming, setConfirming] = useState(false);
  const publish = async () => {
    const result = await patch({ uuid: recipe.uuid, patch: { status: 'submitted' } });
    if ('error' in result) {
      // The API names every failing rule (SPEC section 5): the recipe's own problems say the same.
      if (apiErrorOf(result.error).status === 400) return onRefused();
      await save(Promise.resolve(result));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="publish-title">
      <h2 id="publish-title">{t('creation.publishing')}</h2>
      <p>
        {t('creation.statusLabel')} <span className={styles.status}>{t(`creation.status.${recipe.status}`)}</span>
      </p>
      <p>{t(`creation.statusHint.${recipe.status}`)}</p>
      {recipe.refusal_reason && (
        <p className={ui.problem}>
          {t('creation.reason')} {recipe.refusal_reason}
        </p>
      )}
      {recipe.published && (
        <p>
          <Link to={routeTo(locale, 'recipe', { slug: recipe.published.url_slug })}>{t('creation.seePublished')}</Link>
        </p>
      )}
      <div className={ui.actions}>
        {recipe.actions.includes('submit') && (
          <button type="button" className={ui.pill} onClick={publish} disabled={isLoading}>
            {t('creation.publish')}
          </button>
        )}
        {recipe.actions.includes('make_private') && (
          <button
            type="button"
            className={ui.pillOutline}
            onClick={() => save(patch({ uuid: recipe.uuid, patch: { status: 'private' } }))}
          >
            {t('creation.keepPrivate')}
          </button>
        )}
        <button type="button" className={ui.pillOutline} onClick={() => setConfirming(true)}>
          {t('creation.delete')}
        </button>
      </div>
      {confirming && (
        <ConfirmModal
          id="delete-recipe"
          title={t('creation.deleteConfirm')}
          confirmLabel={t('creation.delete')}
          cancelLabel={t('creation.cancel')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            if (await save(remove(recipe.uuid))) await navigate(routeTo(locale, 'myRecipes'));
          }}
        >
          <p>{t('creation.deleteHint')}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
