import { navigate } from 'gatsby';
import React, { useEffect } from 'react';
import { useI18n } from '../components/i18n/i18n-provider';
import { DeadEnd } from '../components/dead-end/dead-end';
import { type Locale } from '../core/locales/locales';
import { type Vertical, parseRoute, routeParam, routeTo } from '../core/locales/routes';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { useGetRecipeByIdQuery, useGetRecipeBySlugQuery } from '../features/recipe-page/recipe-api';
import { useGetTermsQuery } from '../store/terms-api';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { MemberPosts } from '../features/community/member-posts';
import { AppPostRedirect, AppPush } from '../features/app/app-push';
import { PostPage } from '../features/community/post-page';
import { cardHeart } from '../features/favourites/card-heart';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { CookModeLauncher, preloadCookMode } from '../features/kitchen/cook-mode-launcher';
import { AddToShoppingList } from '../features/kitchen/add-to-shopping-list';
import { CollectionMenu } from '../features/kitchen/collection-menu';
import { RecordView } from '../features/history/record-view';
import { BookCode } from '../features/books/book-code';
import { Comments } from '../features/comments/comments';
import { MemberMenu } from '../features/moderation/member-menu';
import { ReportButton, reportComment } from '../features/moderation/report-dialog';
import { PublicProfile } from '../features/profiles/public-profile';
import { RecipeView } from '../features/recipe-page/recipe-view';
import { RecipeEditor } from '../features/recipe-creation/recipe-editor';
import { LogInOrSignUp } from '../components/members-only/members-only-prompt';
import { selectIsLoggedIn, selectSessionRestored } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';
import { useGetPublicProfileQuery } from '../features/profiles/profiles-api';
import { displayNameOf } from '../core/accounts/badges';
import { CategoryFromApi } from './category-from-api';
import { PageDeadEnd } from '../components/dead-end/page-dead-end';
import { recipeFeedbackSlots } from './recipe-feedback';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import './store-runtime';

/** A recipe its author is writing: members only (the API says whose it is). */
function MyRecipe({ uuid }: { uuid: string }) {
  const { t } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!restored) return <Loading />;
  if (!loggedIn)
    return (
      <div className={styles.hero}>
        <h1>{t('myRecipes.title')}</h1>
        <p>{t('profile.loginFirst')}</p>
        <LogInOrSignUp />
      </div>
    );
  return <RecipeEditor uuid={uuid} />;
}

function RecipeNotFound() {
  const { t, locale } = useI18n();
  return <DeadEnd title={t('errors.recipeNotFound')} to={routeTo(locale, 'search')} label={t('errors.backToSearch')} />;
}

function Loading() {
  const { t } = useI18n();
  return (
    <p className={styles.empty} role="status">
      {t('site.loading')}
    </p>
  );
}

function LoadedRecipe({ recipe, locale }: { recipe: RecipeDetail; locale: Locale }) {
  const categories = useGetTermsQuery({ kind: 'recipe-categories', locale });
  const origins = useGetTermsQuery({ kind: 'recipe-origins', locale });
  // A member's recipe published after the build: its author as their public profile names them.
  const author = useGetPublicProfileQuery(recipe.author ?? '', { skip: !recipe.author });
  const names = {
    category: categories.data?.find((term) => term.id === recipe.category)?.name ?? recipe.category,
    origin: origins.data?.find((term) => term.id === recipe.origin)?.name ?? recipe.origin,
    author: author.data
      ? { name: displayNameOf(author.data), user: author.data.username || author.data.user_id }
      : null,
  };
  return (
    <>
      <RecipeView
        recipe={recipe}
        names={names}
        actions={
          <>
            <FavouriteButton recipeId={recipe.id} onSaved={preloadCookMode} />
            <CollectionMenu recipeId={recipe.id} />
          </>
        }
        cookMode={(unlocked, people) => <CookModeLauncher recipe={unlocked} people={people} />}
        shoppingList={(unlocked, people) => <AddToShoppingList recipe={unlocked} people={people} />}
        {...recipeFeedbackSlots(recipe)}
      />
      <AlcoholGate vertical={recipe.vertical} category={recipe.category} />
      <RecordView recipeId={recipe.id} />
    </>
  );
}

/** A recipe by its slug, for recipes published after the build (the static page wins otherwise). */
function BySlug({ locale, slug }: { locale: Locale; slug: string }) {
  const { data, isLoading, isError } = useGetRecipeBySlugQuery({ locale, slug });
  if (isLoading) return <Loading />;
  if (isError || !data) return <RecipeNotFound />;
  return <LoadedRecipe recipe={data} locale={locale} />;
}

/** A recipe by id where the page stands (a book code's recipe, shown to a visitor with its prompt). */
function InPlace({ locale, id }: { locale: Locale; id: string }) {
  const { data, isLoading, isError } = useGetRecipeByIdQuery({ locale, id });
  if (isLoading) return <Loading />;
  if (isError || !data) return <RecipeNotFound />;
  return <LoadedRecipe recipe={data} locale={locale} />;
}

/** /recipe/{id}: finds the recipe, then moves to its canonical page. */
function ById({ locale, id }: { locale: Locale; id: string }) {
  const { data, isLoading, isError } = useGetRecipeByIdQuery({ locale, id });
  useEffect(() => {
    if (data) void navigate(routeTo(locale, 'recipe', { slug: data.url_slug }), { replace: true });
  }, [data, locale]);
  if (isLoading || data) return <Loading />;
  if (isError || !data) return <RecipeNotFound />;
  return null;
}

/**
 * The client-rendered routes of a locale (SPEC section 2): {recipes word}/*, recipe/{id},
 * {profile}/u/{user}, {book}/{code}, c/{recipes word}/* and {community feed}/{post} (the account
 * links have their own). Every fallback page of the locale shows this, routed on the real URL.
 */
export function ClientRoutes({ pathname }: { pathname: string }) {
  const { locale } = useI18n();
  const route = parseRoute(pathname);
  // At build time the page renders at its own ___fallback path: show the loading state.
  if (pathname.includes('___fallback')) return <Loading />;
  if (!route) return <PageDeadEnd reason="notFound" />;
  if (route.page === 'category') return <CategoryFromApi locale={locale} slug={routeParam(route, 'slug')} />;
  if (route.page === 'categoryVertical')
    return (
      <CategoryFromApi
        locale={locale}
        slug={routeParam(route, 'slug')}
        vertical={routeParam(route, 'vertical') as Vertical}
      />
    );
  // Filter pages are all built: one that is not is no page.
  if (route.page === 'difficultyFilter' || route.page === 'timeFilter') return <PageDeadEnd reason="notFound" />;
  if (route.page === 'recipeById') return <ById locale={locale} id={routeParam(route, 'id')} />;
  if (route.page === 'recipe') return <BySlug locale={locale} slug={routeParam(route, 'slug')} />;
  if (route.page === 'publicProfile')
    return (
      <>
        <PublicProfile
          user={routeParam(route, 'user')}
          creations={(id) => <MemberPosts userId={id} />}
          menu={(member) => <MemberMenu userId={member.id} name={member.name} blocked={member.blocked} />}
        />
        <AppPush reason="profile" />
      </>
    );
  if (route.page === 'myRecipe') return <MyRecipe uuid={routeParam(route, 'uuid')} />;
  if (route.page === 'appPost') return <AppPostRedirect uuid={routeParam(route, 'uuid')} />;
  if (route.page === 'communityPost')
    return (
      <>
        <PostPage
          uuid={routeParam(route, 'uuid')}
          report={(post) => <ReportButton target={{ post: post.uuid }} />}
          comments={(post) => (
            <Comments target={{ post: post.uuid }} count={post.comments_count} report={reportComment} />
          )}
        />
        <AppPush reason="post" />
      </>
    );
  // Unlocked, a book's recipe opens on its own page (the code leaves the address bar).
  if (route.page === 'book') {
    return (
      <BookCode
        code={routeParam(route, 'uuid')}
        recipe={(id, unlocked) => (unlocked ? <ById locale={locale} id={id} /> : <InPlace locale={locale} id={id} />)}
        actions={cardHeart}
      />
    );
  }
  return <RecipeNotFound />;
}
