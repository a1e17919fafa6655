import React from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { useHydrated } from '../use-hydrated';
import { askConsentAgain } from './analytics';

/** The footer's way back to the consent question. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={askConsentAgain}>
      {t('consent.settings')}
    </button>
  );
}
