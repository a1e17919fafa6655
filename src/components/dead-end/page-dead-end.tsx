import React from 'react';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../i18n/i18n-provider';
import { DeadEnd } from './dead-end';

/**
 * A page that cannot be shown, with the way home: no page at this address (a locale's 404, an
 * unknown category, a filter page never built) or the server failed (the 500 page).
 */
export function PageDeadEnd({ reason }: { reason: 'notFound' | 'serverError' }) {
  const { locale, t } = useI18n();
  return (
    <DeadEnd
      title={t(`${reason}.title`)}
      text={t(`${reason}.text`)}
      to={routeTo(locale, 'home')}
      label={t('notFound.home')}
    />
  );
}
