import { Form, Formik } from 'formik';
import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import { apiErrorOf } from '../../store/api-error';
import * as styles from '../../components/form/form.module.css';
import { FocusFirstError, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { AccountStepDone } from './account-step-done';
import { useResetPasswordMutation } from './auth-api';
import { resetSchema } from './form-schemas';
import { NewPasswordFields } from './new-password-fields';
import { refuseForm } from './server-errors';
import { useSignIn } from './use-sign-in';

/**
 * A new password with a reset token: a mailed link's, or the one a first confirmation of the
 * address answers when it voided the password chosen before (`intro` then says why).
 */
export function ChoosePasswordForm({ token, intro }: { token: string; intro?: string }) {
  const { t, locale } = useI18n();
  const [reset] = useResetPasswordMutation();
  const signIn = useSignIn();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <AccountStepDone title={t('auth.reset.title')} message={t('auth.reset.done')} to={routeTo(locale, 'home')} />
    );
  return (
    <>
      <h1 className={styles.title}>{t('auth.reset.title')}</h1>
      {intro && (
        <p role="status" className={styles.success}>
          {intro}
        </p>
      )}
      <Formik
        initialValues={{ password: '', confirmation: '' }}
        validationSchema={resetSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const { access_token } = await reset({ token, password: values.password }).unwrap();
            await signIn(access_token);
            setDone(true);
          } catch (error) {
            if (apiErrorOf(error).status === 401 || !token) helpers.setStatus('auth.reset.expired');
            else refuseForm(helpers, error, 'other');
          }
        }}
      >
        {({ status }) => (
          <Form noValidate method="post">
            <FormFields legend={t('auth.reset.title')}>
              <FormStatus />
              {status === 'auth.reset.expired' && (
                <Link to={routeTo(locale, 'forgottenPassword')}>{t('auth.login.forgotten')}</Link>
              )}
              <NewPasswordFields label={t('auth.password')} />
              <SubmitButton label={t('auth.reset.submit')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
    </>
  );
}
