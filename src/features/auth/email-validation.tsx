import React, { useEffect } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { LinkOutcome, outcomeOf } from '../../components/form/link-outcome';
import { routeTo } from '../../core/locales/routes';
import { useValidateEmailMutation } from './auth-api';
import { ChoosePasswordForm } from './choose-password-form';
import { useLinkSecrets } from './link-secrets';

/**
 * The page the validation e-mail links to: success, or "Error validating your email"; or, when the
 * confirmation voided the password chosen before it, the form to choose the owner's.
 */
export function EmailValidation({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const [validate, result] = useValidateEmailMutation();
  const { auth_id, activation_key } = useLinkSecrets(search, ['auth_id', 'activation_key']);
  useEffect(() => {
    void validate({ auth_id, activation_key });
  }, [auth_id, activation_key, validate]);
  // Confirmed by someone not signed in to the account: the password set before no longer works.
  const passwordToken = result.data?.password_token;
  if (passwordToken) return <ChoosePasswordForm token={passwordToken} intro={t('auth.validation.choosePassword')} />;
  return (
    <LinkOutcome
      title={t('auth.validation.title')}
      pending={t('auth.validation.checking')}
      success={t('auth.validation.success')}
      failure={t('errors.emailValidation')}
      outcome={outcomeOf(result)}
      homeLabel={t('auth.home')}
      homeHref={routeTo(locale, 'home')}
    />
  );
}
