import { navigate } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { Modal } from '../../components/modal/modal';
import { languageOf } from '../../core/locales/locales';
import { routeTo } from '../../core/locales/routes';
import { COMMUNITY_RECIPE_LIMITS } from '../../core/rules';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { useMemberGateSession } from '../../store/member-gate-session';
import { useGetTermsQuery } from '../../store/terms-api';
import * as ui from '../../styles/ui.module.css';
import * as form from '../../components/form/form.module.css';
import { useCreateCommunityRecipeMutation, useSetCategoriesMutation } from './community-recipes-api';
import { CreatorTermsDialog } from './creator-terms-dialog';
import * as styles from './recipe-creation.module.css';

type Step = { at: 'closed' } | { at: 'title' } | { at: 'terms'; title: string } | { at: 'category'; uuid: string };

/** The title modal: a recipe starts with its title (SPEC section 2, recipe creation). */
function TitleModal({
  onDone,
  onClose,
  busy,
}: {
  onDone: (title: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('errors.required'));
    onDone(title.trim());
  };
  return (
    <Modal id="recipe-title" title={t('creation.titleModal')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className={form.field}>
          <label htmlFor="new-recipe-title">{t('creation.field.title')}</label>
          <input
            id="new-recipe-title"
            className={form.input}
            value={title}
            maxLength={COMMUNITY_RECIPE_LIMITS.titleMax}
            aria-invalid={!!error}
            aria-describedby={error ? 'new-recipe-title-error' : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {error && (
            <p id="new-recipe-title-error" className={form.error}>
              {error}
            </p>
          )}
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.pill} disabled={busy}>
            {t('creation.next')}
          </button>
          <button type="button" className={ui.pillOutline} onClick={onClose}>
            {t('creation.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The category modal: one category of the catalogue, or later ("Select a category" until then). */
function CategoryModal({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const { t, locale } = useI18n();
  const { data: categories = [] } = useGetTermsQuery({ kind: 'recipe-categories', locale });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [setCategories, { isLoading }] = useSetCategoriesMutation();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(t('creation.problem.categoryRequired'));
    const result = await setCategories({ uuid, categories: [chosen] });
    if ('error' in result) return setError(t('errors.generic'));
    onDone();
  };
  return (
    <Modal id="recipe-category" title={t('creation.categoryModal')} onClose={onDone}>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.choices} aria-describedby={error ? 'recipe-category-error' : undefined}>
          <legend>{t('creation.field.category')}</legend>
          {categories.map((category) => (
            <label key={category.id} className={form.check}>
              <input
                type="radio"
                name="category"
                value={category.id}
                checked={chosen === category.id}
                onChange={() => setChosen(category.id)}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
        {error && (
          <p id="recipe-category-error" className={form.error} role="alert">
            {error}
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.pill} disabled={isLoading}>
            {t('creation.next')}
          </button>
          <button type="button" className={ui.pillOutline} onClick={onDone}>
            {t('creation.later')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * "Create a recipe": the title modal, the creators terms when not accepted yet (the API says so:
 * 403 errno 132), the category modal, then the page that edits everything. A member whose address
 * is not confirmed reads why in place of the title form (src/core's `create`).
 */
export function CreateRecipeButton() {
  const { t, locale } = useI18n();
  const session = useMemberGateSession();
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const [failed, setFailed] = useState(false);
  const [create, { isLoading }] = useCreateCommunityRecipeMutation();
  const start = async (title: string) => {
    setFailed(false);
    const result = await create({ title, language: languageOf(locale) });
    if ('data' in result && result.data) return setStep({ at: 'category', uuid: result.data.uuid });
    const error = apiErrorOf(result.error);
    if (error.errno === API_ERRNO.CREATOR_TERMS_REQUIRED) return setStep({ at: 'terms', title });
    setFailed(true);
    setStep({ at: 'closed' });
  };
  const edit = (uuid: string) => navigate(routeTo(locale, 'myRecipe', { uuid }));
  return (
    <>
      <button type="button" className={ui.pill} onClick={() => setStep({ at: 'title' })}>
        {t('creation.create')}
      </button>
      {failed && (
        <p className={ui.problem} role="alert">
          {t('errors.generic')}
        </p>
      )}
      {step.at === 'title' &&
        (session.addressUnconfirmed ? (
          <Modal id="recipe-title" title={t('creation.create')} onClose={() => setStep({ at: 'closed' })}>
            <ConfirmAddressNotice reason={t('creation.unconfirmed')} {...session} />
          </Modal>
        ) : (
          <TitleModal busy={isLoading} onDone={start} onClose={() => setStep({ at: 'closed' })} />
        ))}
      {step.at === 'terms' && (
        <CreatorTermsDialog onAccepted={() => start(step.title)} onClose={() => setStep({ at: 'closed' })} />
      )}
      {step.at === 'category' && <CategoryModal uuid={step.uuid} onDone={() => edit(step.uuid)} />}
    </>
  );
}
