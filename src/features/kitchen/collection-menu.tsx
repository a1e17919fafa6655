import React, { Suspense, lazy, useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import * as styles from './collections.module.css';

const CollectionMenuPanel = lazy(() => import('./collection-menu-panel'));

/**
 * Beside the heart on a recipe: "Save to a collection", whose panel (the member's collections as
 * check boxes, and a new one) loads when first opened. Members only: a visitor's heart already
 * asks them to log in.
 */
export function CollectionMenu({ recipeId }: { recipeId: string }) {
  const { t } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (!loggedIn) return null;
  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((value) => !value)}
      >
        {t('collections.save')}
      </button>
      {open && (
        <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
          <CollectionMenuPanel recipeId={recipeId} id={panel} />
        </Suspense>
      )}
    </div>
  );
}
