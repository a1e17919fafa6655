import React from 'react';
import { FormField } from '../../components/form/form-field';
import * as styles from '../../components/form/form.module.css';
import { useI18n } from '../../components/i18n/i18n-provider';

/** A new password, the rules it must follow and its confirmation (the reset link and the settings). */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <>
      <FormField name="password" type="password" label={label} autoComplete="new-password" />
      <p className={styles.hint}>{t('errors.passwordRules')}</p>
      <FormField name="confirmation" type="password" label={t('auth.passwordConfirm')} autoComplete="new-password" />
    </>
  );
}
