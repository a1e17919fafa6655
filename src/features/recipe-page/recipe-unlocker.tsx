import { useEffect } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useGetRecipeByIdQuery } from './recipe-api';

/**
 * A locked recipe unlocks in place: for a logged-in member the page asks the API again, which
 * sends the steps and ingredients only to those who may see them (premium, or owners of the book).
 * Says what it got, or null when there is nothing more to show (logged out, still locked).
 */
export function RecipeUnlocker({
  recipe,
  onUnlocked,
}: {
  recipe: RecipeDetail;
  onUnlocked: (unlocked: RecipeDetail | null) => void;
}) {
  const { locale } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useGetRecipeByIdQuery(
    { locale, id: recipe.id },
    { skip: !loggedIn, refetchOnMountOrArgChange: true },
  );
  const unlocked = loggedIn && data && !data.locked ? data : null;
  useEffect(() => onUnlocked(unlocked), [unlocked, onUnlocked]);
  return null;
}
