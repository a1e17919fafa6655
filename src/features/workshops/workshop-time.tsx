import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';

/**
 * A workshop's start: in UTC in the static page (the build knows no visitor's clock), then in the
 * visitor's own time zone once the page runs.
 */
export function WorkshopTime({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const { intlLocale } = useI18n();
  const zone = useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC';
  const text = new Intl.DateTimeFormat(intlLocale, {
    dateStyle: 'full',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: zone,
  }).format(new Date(iso));
  return <time dateTime={iso}>{zone === 'UTC' && withTime ? `${text} UTC` : text}</time>;
}
