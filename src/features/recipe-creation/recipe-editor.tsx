import { Link, navigate } from 'gatsby';
import React, { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { isAcceptablePhoto } from '../../core/accounts/validation';
import type { CommunityRecipe } from '../../core/contract/community-recipes';
import { routeTo } from '../../core/locales/routes';
import type { PublishingProblemCode } from '../../core/recipes/community-recipe-rules';
import {
  COMMUNITY_RECIPE_LIMITS as LIMITS,
  DIETS,
  DIFFICULTIES,
  INGREDIENT_UNITS,
  PHOTO_UPLOAD,
  PICTURE_STORAGE_QUOTA_MEGABYTES,
  STEPS_PER_RECIPE,
} from '../../core/rules';
import { quantityText } from '../../core/recipes/quantity-text';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { useMemberGateSession } from '../../store/member-gate-session';
import { useGetTermsQuery } from '../../store/terms-api';
import * as form from '../../components/form/form.module.css';
import * as ui from '../../styles/ui.module.css';
import {
  useAddIngredientMutation,
  useAddKitchenwareMutation,
  useAddStepMutation,
  useDeleteCommunityRecipeMutation,
  useGetCommunityRecipeQuery,
  usePatchCommunityRecipeMutation,
  usePatchStepMutation,
  useRemovePieceMutation,
  useSetCategoriesMutation,
  useSetDietsMutation,
  useUploadCoverMutation,
  useUploadStepPictureMutation,
} from './community-recipes-api';
import * as styles from './recipe-creation.module.css';

type Save = <T>(call: Promise<{ data: T } | { error: unknown }>) => Promise<boolean>;

/** Where each rule of SPEC section 5 is shown: beside the part of the form it is about. */
type Area = 'cover' | 'categories' | 'times' | 'ingredients' | 'steps';
const AREA_OF: Record<PublishingProblemCode, Area> = {
  coverRequired: 'cover',
  categoryRequired: 'categories',
  durationRequired: 'times',
  servingsRequired: 'times',
  ingredientRequired: 'ingredients',
  quantityRequired: 'ingredients',
  stepsCount: 'steps',
  stepDescriptionRequired: 'steps',
};

/** The messages of the rules that failed on "Publish", under their part of the form. */
function Problems({ area, shown }: { area: Area; shown: CommunityRecipe['problems'] | null }) {
  const { t } = useI18n();
  const mine = (shown ?? []).filter((problem) => AREA_OF[problem.code] === area);
  if (!mine.length) return null;
  return (
    <ul className={form.error} id={`problems-${area}`}>
      {[...new Set(mine.map((problem) => problem.code))].map((code) => (
        <li key={code}>{t(`creation.problem.${code}`)}</li>
      ))}
    </ul>
  );
}

function PhotoInput({ id, label, onPhoto }: { id: string; label: string; onPhoto: (file: File) => void }) {
  const { t } = useI18n();
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <p className={form.hint} id={`${id}-hint`}>
        {t('creation.photoRules', { size: PHOTO_UPLOAD.maxBytes / 1024 / 1024 })}
      </p>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          // Refused before any upload, with the reason (SPEC section 5: 5 MB, jpg or png).
          if (!isAcceptablePhoto(file))
            return setRefused(
              t('creation.photoRefused', { name: file.name, size: PHOTO_UPLOAD.maxBytes / 1024 / 1024 }),
            );
          setRefused(null);
          onPhoto(file);
        }}
      />
      {refused && (
        <p id={`${id}-error`} className={form.error} role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}

/** A text or number field saved when it loses focus, if it changed. */
function SavedField({
  id,
  label,
  value,
  onSave,
  type = 'text',
  multiline = false,
  maxLength,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onSave: (value: string) => void;
  type?: 'text' | 'number';
  multiline?: boolean;
  maxLength?: number;
  describedBy?: string;
}) {
  const [draft, setDraft] = useState(value);
  // A new stored value (an answer, a rollback) replaces what the field shows.
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setDraft(value);
  }
  const props = {
    id,
    className: form.input,
    value: draft,
    maxLength,
    'aria-describedby': describedBy,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft(event.target.value),
    onBlur: () => {
      if (draft !== value) onSave(draft);
    },
  };
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={4} {...props} />
      ) : (
        <input type={type} inputMode={type === 'number' ? 'numeric' : undefined} min={0} {...props} />
      )}
    </div>
  );
}

const minutesOf = (text: string) => Math.min(LIMITS.minutesMax, Math.max(0, Math.round(Number(text) || 0)));

function Details({
  recipe,
  save,
  shown,
}: {
  recipe: CommunityRecipe;
  save: Save;
  shown: CommunityRecipe['problems'] | null;
}) {
  const { t } = useI18n();
  const [patch] = usePatchCommunityRecipeMutation();
  const set = (fields: Parameters<typeof patch>[0]['patch']) => save(patch({ uuid: recipe.uuid, patch: fields }));
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">{t('creation.details')}</h2>
      <SavedField
        id="recipe-title"
        label={t('creation.field.title')}
        value={recipe.title}
        maxLength={LIMITS.titleMax}
        onSave={(title) => title.trim() && set({ title })}
      />
      <SavedField
        id="recipe-description"
        label={t('creation.field.description')}
        value={recipe.description}
        multiline
        maxLength={LIMITS.descriptionMax}
        onSave={(description) => set({ description })}
      />
      <div className={styles.row}>
        <SavedField
          id="recipe-servings"
          label={t('creation.field.servings')}
          type="number"
          value={recipe.numberOfPeople === null ? '' : String(recipe.numberOfPeople)}
          describedBy="problems-times"
          onSave={(text) =>
            set({
              numberOfPeople:
                text === '' ? null : Math.min(LIMITS.servingsMax, Math.max(0, Math.round(Number(text) || 0))),
            })
          }
        />
        <SavedField
          id="recipe-preparation"
          label={t('creation.field.preparation')}
          type="number"
          value={String(recipe.preparation_time)}
          describedBy="problems-times"
          onSave={(text) => set({ preparation_time: minutesOf(text) })}
        />
        <SavedField
          id="recipe-cooking"
          label={t('creation.field.cooking')}
          type="number"
          value={String(recipe.cooking_time)}
          onSave={(text) => set({ cooking_time: minutesOf(text) })}
        />
        <SavedField
          id="recipe-resting"
          label={t('creation.field.resting')}
          type="number"
          value={String(recipe.resting_time)}
          onSave={(text) => set({ resting_time: minutesOf(text) })}
        />
      </div>
      <Problems area="times" shown={shown} />
      <div className={form.field}>
        <label htmlFor="recipe-difficulty">{t('recipe.difficultyLabel')}</label>
        <select
          id="recipe-difficulty"
          className={form.input}
          value={recipe.difficulty ?? ''}
          onChange={(event) => set({ difficulty: (event.target.value || null) as CommunityRecipe['difficulty'] })}
        >
          <option value="">{t('creation.choose')}</option>
          {DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {t(`recipe.difficulty.${level}`)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

function Cover({
  recipe,
  save,
  shown,
}: {
  recipe: CommunityRecipe;
  save: Save;
  shown: CommunityRecipe['problems'] | null;
}) {
  const { t } = useI18n();
  const [upload, { isLoading }] = useUploadCoverMutation();
  return (
    <section className={styles.section} aria-labelledby="cover-title">
      <h2 id="cover-title">{t('creation.cover')}</h2>
      {recipe.picture_thumbnail ? (
        <img
          className={styles.preview}
          src={recipe.picture_thumbnail}
          alt={t('creation.coverAlt', { title: recipe.title })}
        />
      ) : (
        <p>{t('creation.noCover')}</p>
      )}
      <PhotoInput
        id="recipe-cover"
        label={t('creation.field.cover')}
        onPhoto={(file) => save(upload({ uuid: recipe.uuid, file }))}
      />
      {isLoading && <p role="status">{t('creation.uploading')}</p>}
      <Problems area="cover" shown={shown} />
    </section>
  );
}

function Categories({
  recipe,
  save,
  shown,
}: {
  recipe: CommunityRecipe;
  save: Save;
  shown: CommunityRecipe['problems'] | null;
}) {
  const { t, locale } = useI18n();
  const { data: categories = [] } = useGetTermsQuery({ kind: 'recipe-categories', locale });
  const [setCategories] = useSetCategoriesMutation();
  const [setDiets] = useSetDietsMutation();
  const toggle = (list: readonly string[], key: string) =>
    list.includes(key) ? list.filter((item) => item !== key) : [...list, key];
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title">{t('creation.categories')}</h2>
      <fieldset className={styles.choices} aria-describedby="problems-categories">
        <legend>{t('creation.field.categories', { max: LIMITS.categoriesMax })}</legend>
        {categories.map((category) => {
          const checked = recipe.categories.includes(category.id);
          return (
            <label key={category.id} className={form.check}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && recipe.categories.length >= LIMITS.categoriesMax}
                onChange={() =>
                  save(setCategories({ uuid: recipe.uuid, categories: toggle(recipe.categories, category.id) }))
                }
              />
              {category.name}
            </label>
          );
        })}
      </fieldset>
      <Problems area="categories" shown={shown} />
      <fieldset className={styles.choices}>
        <legend>{t('recipe.diets')}</legend>
        {DIETS.map((diet) => (
          <label key={diet} className={form.check}>
            <input
              type="checkbox"
              checked={recipe.suitable_for_diets.includes(diet)}
              onChange={() => save(setDiets({ uuid: recipe.uuid, diets: toggle(recipe.suitable_for_diets, diet) }))}
            />
            {t(`diet.${diet}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** Ingredient lines or utensils, each with its "Remove" button (named after it for screen readers). */
function PieceList({
  pieces,
  onRemove,
  labelledBy,
}: {
  pieces: { uuid: string; name: string; text: string }[];
  onRemove: (uuid: string) => void;
  labelledBy?: string;
}) {
  const { t } = useI18n();
  return (
    <ul className={styles.pieces} aria-labelledby={labelledBy}>
      {pieces.map((piece) => (
        <li key={piece.uuid} className={styles.piece}>
          <span>{piece.text}</span>
          <button type="button" className={styles.small} onClick={() => onRemove(piece.uuid)}>
            {t('creation.remove')}
            <span className="visually-hidden"> {piece.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Ingredients({
  recipe,
  save,
  shown,
}: {
  recipe: CommunityRecipe;
  save: Save;
  shown: CommunityRecipe['problems'] | null;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { data: catalogue = [] } = useGetTermsQuery({ kind: 'ingredients', locale });
  const [add] = useAddIngredientMutation();
  const [remove] = useRemovePieceMutation();
  const [addUtensil] = useAddKitchenwareMutation();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('');
  const [utensil, setUtensil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = Number(quantity.replace(',', '.'));
    if (!name.trim() || !(amount > 0)) return setError(t('errors.required'));
    setError(null);
    // A name of the catalogue's list is that ingredient (its pages, its search); any other is free text.
    const known = catalogue.find((term) => term.name.toLocaleLowerCase() === name.trim().toLocaleLowerCase());
    const line = known ? { ingredient: known.id } : { name: name.trim() };
    const saved = await save(
      add({
        recipe: recipe.uuid,
        ...line,
        quantity: amount,
        unit: (unit || null) as (typeof INGREDIENT_UNITS)[number] | null,
      }),
    );
    if (saved) {
      setName('');
      setQuantity('');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">{t('creation.ingredients')}</h2>
      <PieceList
        pieces={recipe.ingredients.map((line) => ({
          uuid: line.uuid,
          name: line.name,
          text: `${quantityText(i18n, i18n.intlLocale, line.quantity, line.unit)} ${line.name}`,
        }))}
        onRemove={(uuid) => save(remove({ recipe: recipe.uuid, kind: 'ingredients', uuid }))}
      />
      <Problems area="ingredients" shown={shown} />
      <form onSubmit={submit} noValidate aria-labelledby="add-ingredient-title">
        <h3 id="add-ingredient-title">{t('creation.addIngredient')}</h3>
        <div className={styles.row}>
          <div className={form.field}>
            <label htmlFor="ingredient-name">{t('creation.field.ingredient')}</label>
            <input
              id="ingredient-name"
              className={form.input}
              list="ingredient-suggestions"
              value={name}
              maxLength={LIMITS.ingredientNameMax}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
            <datalist id="ingredient-suggestions">
              {catalogue.map((term) => (
                <option key={term.id} value={term.name} />
              ))}
            </datalist>
          </div>
          <div className={form.field}>
            <label htmlFor="ingredient-quantity">{t('creation.field.quantity')}</label>
            <input
              id="ingredient-quantity"
              className={form.input}
              inputMode="decimal"
              value={quantity}
              aria-required="true"
              onChange={(event) => setQuantity(event.target.value)}
            />
          </div>
          <div className={form.field}>
            <label htmlFor="ingredient-unit">{t('creation.field.unit')}</label>
            <select
              id="ingredient-unit"
              className={form.input}
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
            >
              <option value="">{t('creation.noUnit')}</option>
              {INGREDIENT_UNITS.map((key) => (
                <option key={key} value={key}>
                  {i18n.plural(`unit.${key}`, 2, { count: '' }).trim()}
                </option>
              ))}
            </select>
          </div>
        </div>
        {error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.small}>
          {t('creation.add')}
        </button>
      </form>
      <h3 id="utensils-title">{t('creation.utensils')}</h3>
      <PieceList
        labelledBy="utensils-title"
        pieces={recipe.kitchenware.map((item) => ({ uuid: item.uuid, name: item.name, text: item.name }))}
        onRemove={(uuid) => save(remove({ recipe: recipe.uuid, kind: 'kitchenwares', uuid }))}
      />
      <form
        className={styles.row}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!utensil.trim()) return;
          if (await save(addUtensil({ recipe: recipe.uuid, name: utensil.trim() }))) setUtensil('');
        }}
      >
        <div className={form.field}>
          <label htmlFor="utensil-name">{t('creation.field.utensil')}</label>
          <input
            id="utensil-name"
            className={form.input}
            value={utensil}
            maxLength={LIMITS.kitchenwareNameMax}
            onChange={(event) => setUtensil(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.small}>
          {t('creation.add')}
        </button>
      </form>
    </section>
  );
}

function Steps({
  recipe,
  save,
  shown,
}: {
  recipe: CommunityRecipe;
  save: Save;
  shown: CommunityRecipe['problems'] | null;
}) {
  const { t } = useI18n();
  const [addStep] = useAddStepMutation();
  const [patchStep] = usePatchStepMutation();
  const [upload] = useUploadStepPictureMutation();
  const [remove] = useRemovePieceMutation();
  const [dragged, setDragged] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ uuid: string; direction: 'up' | 'down' } | null>(null);
  // After a move by keyboard, focus follows the button pressed on the step's new place.
  useEffect(() => {
    if (moved) document.getElementById(`step-${moved.uuid}-${moved.direction}`)?.focus();
  }, [recipe.steps, moved]);
  const move = (uuid: string, position: number, direction?: 'up' | 'down') => {
    setMoved(direction ? { uuid, direction } : null);
    return save(patchStep({ recipe: recipe.uuid, uuid, patch: { position } }));
  };
  const count = recipe.steps.length;
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <h2 id="steps-title">{t('creation.steps', { max: STEPS_PER_RECIPE.max })}</h2>
      <ol className={styles.pieces}>
        {recipe.steps.map((step, index) => (
          <li
            key={step.uuid}
            className={styles.step}
            draggable
            data-dragging={dragged === step.uuid}
            onDragStart={(event) => {
              setDragged(step.uuid);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged && dragged !== step.uuid) void move(dragged, index);
              setDragged(null);
            }}
          >
            <SavedField
              id={`step-${step.uuid}`}
              label={t('creation.stepLabel', { number: index + 1 })}
              value={step.description}
              multiline
              maxLength={LIMITS.stepDescriptionMax}
              onSave={(description) =>
                save(patchStep({ recipe: recipe.uuid, uuid: step.uuid, patch: { description } }))
              }
            />
            {step.picture && (
              <img
                className={styles.preview}
                src={step.picture}
                alt={t('creation.stepPictureAlt', { number: index + 1 })}
              />
            )}
            <PhotoInput
              id={`step-${step.uuid}-picture`}
              label={t('creation.field.stepPicture', { number: index + 1 })}
              onPhoto={(file) => save(upload({ recipe: recipe.uuid, uuid: step.uuid, file }))}
            />
            {recipe.ingredients.length > 0 && (
              <fieldset className={styles.choices}>
                <legend>{t('creation.stepIngredients', { number: index + 1 })}</legend>
                {recipe.ingredients.map((line) => {
                  const used = step.ingredients.includes(line.uuid);
                  return (
                    <label key={line.uuid} className={form.check}>
                      <input
                        type="checkbox"
                        checked={used}
                        onChange={() =>
                          save(
                            patchStep({
                              recipe: recipe.uuid,
                              uuid: step.uuid,
                              patch: {
                                ingredients: used
                                  ? step.ingredients.filter((id) => id !== line.uuid)
                                  : [...step.ingredients, line.uuid],
                              },
                            }),
                          )
                        }
                      />
                      {line.name}
                    </label>
                  );
                })}
              </fieldset>
            )}
            <div className={ui.actions}>
              <button
                id={`step-${step.uuid}-up`}
                type="button"
                className={styles.small}
                disabled={index === 0}
                onClick={() => move(step.uuid, index - 1, 'up')}
              >
                {t('creation.moveUp', { number: index + 1 })}
              </button>
              <button
                id={`step-${step.uuid}-down`}
                type="button"
                className={styles.small}
                disabled={index === count - 1}
                onClick={() => move(step.uuid, index + 1, 'down')}
              >
                {t('creation.moveDown', { number: index + 1 })}
              </button>
              <button
                type="button"
                className={styles.small}
                onClick={() => save(remove({ recipe: recipe.uuid, kind: 'steps', uuid: step.uuid }))}
              >
                {t('creation.removeStep', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <Problems area="steps" shown={shown} />
      <button
        type="button"
        className={styles.small}
        disabled={count >= STEPS_PER_RECIPE.max}
        onClick={() => save(addStep({ recipe: recipe.uuid, description: '' }))}
      >
        {t('creation.addStep')}
      </button>
    </section>
  );
}

/** The status, its reason, and the moves the API allows now (publish, keep private), then delete. */
function Publishing({ recipe, save, onRefused }: { recipe: CommunityRecipe; save: Save; onRefused: () => void }) {
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

/**
 * The one page that edits a member's recipe (SPEC section 2, recipe creation): every change is
 * saved as it is made; the save state is announced politely; a failed save says so and the field
 * shows what is stored.
 */
export function RecipeEditor({ uuid }: { uuid: string }) {
  const { t, locale } = useI18n();
  const { data: recipe, error, isLoading } = useGetCommunityRecipeQuery(uuid);
  const session = useMemberGateSession();
  const [saving, setSaving] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Once "Publish" was refused, the rules still failing show, and follow every save.
  const [publishTried, setPublishTried] = useState(false);
  const save: Save = useMemo(
    () => async (call) => {
      setSaving((n) => n + 1);
      const result = await call;
      setSaving((n) => n - 1);
      if ('error' in result) {
        const problem = apiErrorOf(result.error);
        setFailure(
          problem.errno === API_ERRNO.PICTURE_QUOTA_REACHED
            ? t('photo.quotaReached', { megabytes: PICTURE_STORAGE_QUOTA_MEGABYTES })
            : problem.status === 403 && problem.errno === API_ERRNO.FORBIDDEN
              ? t('creation.unconfirmed')
              : problem.status === 400 || problem.status === 409
                ? (problem.message ?? t('errors.generic'))
                : t('errors.generic'),
        );
        return false;
      }
      setFailure(null);
      return true;
    },
    [t],
  );
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
        {saving > 0 ? t('creation.saving') : t('creation.saved')}
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
            {[...new Set(shown.map((problem) => problem.code))].map((code) => (
              <li key={code}>{t(`creation.problem.${code}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <Cover recipe={recipe} save={save} shown={shown} />
      <Details recipe={recipe} save={save} shown={shown} />
      <Categories recipe={recipe} save={save} shown={shown} />
      <Ingredients recipe={recipe} save={save} shown={shown} />
      <Steps recipe={recipe} save={save} shown={shown} />
      <Publishing recipe={recipe} save={save} onRefused={() => setPublishTried(true)} />
    </div>
  );
}
