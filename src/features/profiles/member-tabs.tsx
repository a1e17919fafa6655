import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeCard } from '../../components/recipe-card/recipe-card';
import * as cards from '../../components/recipe-card/recipe-card.module.css';
import { useGetAuthoredRecipeCardsQuery } from '../../store/recipe-cards-api';
import { FollowList } from './follow-list';
import { type ProfileTab, ProfileTabs } from './profile-tabs';
import type { PublicProfile } from './profiles-api';
import * as styles from './profiles.module.css';

type Counts = Pick<PublicProfile, 'authored_recipes_count' | 'posts_count' | 'followers_count' | 'follows_count'>;

/** The member's published recipes, as cards; the empty text otherwise. */
function AuthoredRecipes({ userId }: { userId: string }) {
  const { t, locale } = useI18n();
  const { data: recipes = [], isLoading } = useGetAuthoredRecipeCardsQuery({ locale, author: userId });
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!recipes.length) return <p className={styles.empty}>{t('profile.recipesEmpty')}</p>;
  return (
    <ul className={cards.grid}>
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} />
        </li>
      ))}
    </ul>
  );
}

/** Recipes, creations, [favourites,] followers and following of a member (SPEC section 2, Profile tabs). */
export function MemberTabs({
  userId,
  counts,
  creations,
  favourites,
}: {
  userId: string;
  counts: Counts;
  /** The member's re-creations (the community feature's list). */
  creations: React.ReactNode;
  favourites?: { count: number; panel: React.ReactNode };
}) {
  const { t } = useI18n();
  const tabs: ProfileTab[] = [
    {
      id: 'recipes',
      label: t('profile.recipes'),
      count: counts.authored_recipes_count,
      panel: <AuthoredRecipes userId={userId} />,
    },
    {
      id: 'creations',
      label: t('profile.creations'),
      count: counts.posts_count,
      panel: creations,
    },
    ...(favourites
      ? [{ id: 'favourites', label: t('profile.favourites'), count: favourites.count, panel: favourites.panel }]
      : []),
    {
      id: 'followers',
      label: t('profile.followers'),
      count: counts.followers_count,
      panel: <FollowList user={userId} direction="follower" count={counts.followers_count} />,
    },
    {
      id: 'following',
      label: t('profile.following'),
      count: counts.follows_count,
      panel: <FollowList user={userId} direction="following" count={counts.follows_count} />,
    },
  ];
  return <ProfileTabs tabs={tabs} label={t('profile.tabs')} />;
}
