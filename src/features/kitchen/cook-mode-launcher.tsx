import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import * as styles from './cook-mode-launcher.module.css';

/** Cook mode's code loads only when the cook opens it (issue 18: first-load JavaScript unchanged). */
const loadCookMode = () => import('./cook-mode');

/** A recipe saved as a favourite cooks offline too: its cook mode's code is fetched (and cached) now. */
export const preloadCookMode = () => void loadCookMode();
const CookMode = lazy(loadCookMode);

/** "Start cooking", and cook mode itself; a reload in the middle of cooking opens it again. */
export function CookModeLauncher({ recipe, people }: { recipe: RecipeDetail; people: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The saved session's reader loads with cook mode's code, after the page is up.
    import('./cook-session')
      .then(async ({ readCookSession }) => {
        if (readCookSession(recipe.id)) await loadCookMode().then(() => setOpen(true));
      })
      .catch(() => {}); // offline before it loaded: the cook opens cook mode by hand
  }, [recipe.id]);
  if ((recipe.steps ?? []).length === 0) return null;
  return (
    <>
      <button ref={button} type="button" className={styles.start} onClick={() => setOpen(true)} disabled={!hydrated}>
        {t('cook.start')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CookMode
            recipe={recipe}
            servings={people}
            onClose={() => {
              setOpen(false);
              // Back where the cook left the page, also when a reload opened cook mode.
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
