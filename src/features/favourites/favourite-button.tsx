import React, { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMembersOnlyPrompt } from '../../components/members-only/members-only-prompt';
import { useHydrated } from '../../components/use-hydrated';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { pendingActions } from '../../store/pending-action';
import { useGetFavouriteIdsQuery, useSetFavouriteMutation } from './favourites-api';
import { HeartToggle } from './heart-toggle';

/**
 * The favourite heart: a toggle button (aria-pressed). Anonymous visitors are asked to log in or
 * sign up and find the recipe saved when they are back; members see the heart turn at once, and
 * turn back if saving fails. On a card, `title` names the recipe the heart is for.
 */
export function FavouriteButton({
  recipeId,
  title,
  className,
  onSaved,
  pressedEarly,
}: {
  recipeId: string;
  title?: string;
  className?: string;
  /** After the recipe is saved (the kitchen keeps it for offline cooking). */
  onSaved?: () => void;
  /** Pressed before this code had loaded (card-heart.tsx): done once the session is known. */
  pressedEarly?: boolean;
}) {
  const { t } = useI18n();
  const { ask, prompt } = useMembersOnlyPrompt(pendingActions);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: ids = [] } = useGetFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [setFavourite] = useSetFavouriteMutation();
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  // Until the stored session is back, a tap cannot know whether to save or to ask to log in.
  const restored = useAppSelector(selectSessionRestored);
  const saved = loggedIn && ids.includes(recipeId);

  const toggle = async () => {
    if (!loggedIn) return ask({ kind: 'favourite', recipeId }, t('membersOnly.favourite'));
    setFailed(false);
    const result = await setFavourite({ id: recipeId, saved: !saved });
    if ('error' in result) setFailed(true);
    else if (!saved) onSaved?.();
  };

  const button = useRef<HTMLButtonElement>(null);
  const early = useRef(pressedEarly);
  useEffect(() => {
    if (!early.current || !hydrated || !restored) return;
    early.current = false;
    // The pressed button was the placeholder's: focus comes to this one, as if it had been pressed.
    button.current?.focus();
    void toggle();
  });

  return (
    <>
      <HeartToggle
        buttonRef={button}
        saved={saved}
        label={title ? t('favourite.labelFor', { title }) : t('favourite.label')}
        disabled={!hydrated || !restored}
        onToggle={() => void toggle()}
        error={failed ? t('favourite.error') : undefined}
        className={className}
      />
      {prompt}
    </>
  );
}
