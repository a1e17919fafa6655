import { Form, Formik } from 'formik';
import { Link, navigate } from 'gatsby';
import React, { useState } from 'react';
import { track } from '../../components/analytics/analytics';
import { useI18n } from '../../components/i18n/i18n-provider';
import { nextPath } from '../../core/accounts/next-path';
import { routeTo } from '../../core/locales/routes';
import * as styles from '../../components/form/form.module.css';
import { FocusFirstError, FormField, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { useLoginMutation } from './auth-api';
import { loginSchema, loginWithCodeSchema } from './form-schemas';
import { refuseForm } from './server-errors';
import { useSignIn } from './use-sign-in';

/** Log-in by address and password, then the second factor's code when the account has one. */
export function LoginForm({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  // Accounts with a second factor (staff): the API asks for the code once the password is right.
  const [needsCode, setNeedsCode] = useState(false);
  return (
    <>
      <h1 className={styles.title}>{t('auth.login.title')}</h1>
      <Formik
        initialValues={{ email: '', password: '', otp: '' }}
        validationSchema={needsCode ? loginWithCodeSchema : loginSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const body = {
              email: values.email.trim(),
              password: values.password,
              ...(needsCode && { otp: values.otp.trim() }),
            };
            const { access_token } = await login(body).unwrap();
            await signIn(access_token);
            track('login');
            await navigate(nextPath(search, locale));
          } catch (error) {
            if (refuseForm(helpers, error, 'login').secondFactor) setNeedsCode(true);
          }
        }}
      >
        {() => (
          <Form noValidate method="post">
            <FormFields legend={t('auth.login.legend')}>
              <FormStatus />
              <FormField name="email" type="email" label={t('auth.email')} autoComplete="email" />
              <FormField name="password" type="password" label={t('auth.password')} autoComplete="current-password" />
              {needsCode && (
                <>
                  <FormField name="otp" label={t('auth.login.code')} autoComplete="one-time-code" />
                  <p className={styles.hint}>{t('auth.login.codeHint')}</p>
                </>
              )}
              <SubmitButton label={t('auth.login.submit')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
      <p>
        <Link to={routeTo(locale, 'forgottenPassword')}>{t('auth.login.forgotten')}</Link>
      </p>
      <p>
        {t('auth.login.noAccount')}{' '}
        <Link to={`${routeTo(locale, 'signup')}${search}`}>{t('auth.login.signupLink')}</Link>
      </p>
    </>
  );
}
