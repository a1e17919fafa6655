import { navigate } from 'gatsby';
import React, { useEffect } from 'react';
import { DeadEnd } from '../../components/dead-end/dead-end';
import { useI18n } from '../../components/i18n/i18n-provider';
import { LogInOrSignUp } from '../../components/members-only/members-only-prompt';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import { routeTo } from '../../core/locales/routes';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { BOOK_COPY_MEMBERS } from '../../core/rules';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useRecipeCards } from '../../store/recipe-cards-api';
import { type BookCodeTarget, useBookCodeQuery, usePlainQrTargetQuery, useUnlockBookMutation } from './books-api';
import * as styles from './books.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page shows a recipe of the catalogue; `unlocked` once the member's unlock is recorded. */
export type RenderRecipe = (recipeId: string, unlocked: boolean) => React.ReactNode;

/** How the page shows recipes: one whole, or cards with their actions. */
interface Show {
  recipe: RenderRecipe;
  actions?: CardActions;
}

function Unknown() {
  const { t, locale } = useI18n();
  return (
    <DeadEnd
      title={t('book.unknownTitle')}
      text={t('book.unknown')}
      to={routeTo(locale, 'home')}
      label={t('auth.home')}
    />
  );
}

/** A copy whose codes already unlocked the book for as many members as a copy serves (errno 135). */
function CopyUsedUp() {
  const { t, locale } = useI18n();
  return (
    <DeadEnd
      title={t('book.copyUsedUpTitle')}
      text={t('book.copyUsedUp', { count: BOOK_COPY_MEMBERS })}
      to={routeTo(locale, 'home')}
      label={t('auth.home')}
    />
  );
}

function Failed() {
  const { t, locale } = useI18n();
  return <DeadEnd title={t('errors.generic')} to={routeTo(locale, 'home')} label={t('auth.home')} />;
}

function Loading() {
  const { t } = useI18n();
  return <p role="status">{t('site.loading')}</p>;
}

/** A cover code: the book's recipe list, unlocked for a member, behind a log-in prompt for a visitor. */
function BookPage({ book, unlocked, actions }: { book: BookCodeTarget; unlocked: boolean; actions?: CardActions }) {
  const { t, locale } = useI18n();
  const recipes = useRecipeCards(locale, book.recipes);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{book.title}</h1>
      {unlocked ? (
        <p role="status" className={styles.success}>
          {t('book.unlocked')}
        </p>
      ) : (
        <div className={styles.prompt}>
          <h2 className={styles.promptTitle}>{t('book.signInTitle')}</h2>
          <p>{t('book.signIn')}</p>
          <LogInOrSignUp />
        </div>
      )}
      <RecipeGrid recipes={recipes} headingLevel={2} actions={actions} />
    </section>
  );
}

/** A visitor on a recipe code: the recipe (locked), and a log-in or sign-up that comes back here. */
function RecipeForVisitor({ recipeId, recipe }: { recipeId: string; recipe: RenderRecipe }) {
  const { t } = useI18n();
  return (
    <>
      <section className={styles.prompt} aria-label={t('book.recipeSignInTitle')}>
        <p>
          <strong>{t('book.recipeSignInTitle')}</strong> {t('book.recipeSignIn')}
        </p>
        <LogInOrSignUp />
      </section>
      {recipe(recipeId, false)}
    </>
  );
}

/**
 * A printed book code. Reading it unlocks nothing; a logged-in member's visit records the unlock
 * (a POST, once per member: later visits change nothing), then a recipe code opens its recipe
 * and a cover code the book's recipe list.
 */
function PrintedCode({ uuid, member, recipe, actions }: { uuid: string; member: boolean } & Show) {
  const target = useBookCodeQuery(uuid);
  const [unlock, unlocking] = useUnlockBookMutation();
  useEffect(() => {
    if (member) void unlock(uuid);
  }, [member, uuid, unlock]);
  const { status } = apiErrorOf(target.error);
  if (target.isLoading || (member && (unlocking.isUninitialized || unlocking.isLoading))) return <Loading />;
  if (status === 404 || status === 400) return <Unknown />;
  if (apiErrorOf(unlocking.error).errno === API_ERRNO.BOOK_COPY_USED_UP) return <CopyUsedUp />;
  if (!target.data || (member && !unlocking.isSuccess)) return <Failed />;
  if (!target.data.recipe_id) return <BookPage book={target.data} unlocked={member} actions={actions} />;
  return member ? (
    <>{recipe(target.data.recipe_id, true)}</>
  ) : (
    <RecipeForVisitor recipeId={target.data.recipe_id} recipe={recipe} />
  );
}

/** A plain QR short code: straight on to its target. */
function PlainCode({ shortcode }: { shortcode: string }) {
  const { data: target, isError } = usePlainQrTargetQuery(shortcode);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target]);
  return isError ? <Unknown /> : <Loading />;
}

/**
 * {book word}/{code}: a book's QR code (a uuid, on a copy's cover or beside one of its recipes)
 * or a plain short code (SPEC sections 2, 6). The page shows a recipe through `recipe`, and a
 * book's recipes as cards with `actions`.
 */
export function BookCode({ code, recipe, actions }: { code: string } & Show) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  if (!UUID.test(code)) return <PlainCode shortcode={code} />;
  if (!restored) return <Loading />;
  return <PrintedCode uuid={code} member={loggedIn} recipe={recipe} actions={actions} />;
}
