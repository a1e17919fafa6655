import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { routeTo } from '../../core/locales/routes';
import { useMemberGateSession } from '../../store/member-gate-session';
import * as ui from '../../styles/ui.module.css';
import { useGetCommunityRecipeQuery } from './community-recipes-api';
import { CategoriesSection } from './editor/categories-section';
import { CoverSection } from './editor/cover-section';
import { DetailsSection } from './editor/details-section';
import { IngredientsSection } from './editor/ingredients-section';
import { problemCodes } from './editor/problems';
import { PublishingSection } from './editor/publishing-section';
import { StepsSection } from './editor/steps-section';
import { useRecipeSave } from './editor/use-recipe-save';
import * as styles from './recipe-creation.module.css';

/**
 * The one page that edits a member's recipe (SPEC section 2, recipe creation): every change is
 * saved as it is made; the save state is announced politely; a failed save says so and the field
 * shows what is stored. Its sections live in `editor/`, one file each, and save through
 * `useRecipeSave`.
 */
export function RecipeEditor({ uuid }: { uuid: string }) {
  const { t, locale } = useI18n();
  const { data: recipe, error, isLoading } = useGetCommunityRecipeQuery(uuid);
  const session = useMemberGateSession();
  const { save, saving, failure } = useRecipeSave();
  // Once "Publish" was refused, the rules still failing show, and follow every save.
  const [publishTried, setPublishTried] = useState(false);
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!recipe || error)
    return (
      <div className={styles.page}>
        <h1>{t('creation.notFound')}</h1>
        <Link to={routeTo(locale, 'myRecipes')}>{t('myRecipes.title')}</Link>
      </div>
    );
  const shown = publishTried ? recipe.problems : null;
  return (
    <div className={styles.page}>
      <p>
        <Link to={routeTo(locale, 'myRecipes')}>{t('myRecipes.title')}</Link>
      </p>
      <h1>{recipe.title}</h1>
      {/* Its pictures and its publication need a confirmed address (src/core's list): said first. */}
      {session.addressUnconfirmed && <ConfirmAddressNotice reason={t('creation.unconfirmed')} {...session} />}
      <p className={styles.saving} role="status" aria-live="polite">
        {saving ? t('creation.saving') : t('creation.saved')}
      </p>
      {failure && (
        <p className={ui.problem} role="alert">
          {failure}
        </p>
      )}
      {shown && shown.length > 0 && (
        <div className={ui.problem} role="alert">
          <p>{t('creation.cannotPublish')}</p>
          <ul>
            {problemCodes(shown).map((code) => (
              <li key={code}>{t(`creation.problem.${code}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <CoverSection recipe={recipe} save={save} shown={shown} />
      <DetailsSection recipe={recipe} save={save} shown={shown} />
      <CategoriesSection recipe={recipe} save={save} shown={shown} />
      <IngredientsSection recipe={recipe} save={save} shown={shown} />
      <StepsSection recipe={recipe} save={save} shown={shown} />
      <PublishingSection recipe={recipe} save={save} onRefused={() => setPublishTried(true)} />
    </div>
  );
}
