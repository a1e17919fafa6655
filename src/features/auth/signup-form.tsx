import { Form, Formik } from 'formik';
import { Link } from 'gatsby';
import React, { useState } from 'react';
import { track } from '../../components/analytics/analytics';
import { useI18n } from '../../components/i18n/i18n-provider';
import { nextPath } from '../../core/accounts/next-path';
import { routeTo } from '../../core/locales/routes';
import * as styles from '../../components/form/form.module.css';
import {
  CheckboxField,
  FocusFirstError,
  FormField,
  FormFields,
  FormStatus,
  SubmitButton,
} from '../../components/form/form-field';
import { AccountStepDone } from './account-step-done';
import { useSignupMutation } from './auth-api';
import { signupSchema } from './form-schemas';
import { refuseForm } from './server-errors';
import { useSignIn } from './use-sign-in';

/** Sign-up: address, password twice, optional names and the newsletter; signed in once done. */
export function SignupForm({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const [signup] = useSignupMutation();
  const signIn = useSignIn();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <AccountStepDone title={t('auth.signup.title')} message={t('auth.signup.done')} to={nextPath(search, locale)} />
    );
  return (
    <>
      <h1 className={styles.title}>{t('auth.signup.title')}</h1>
      <Formik
        initialValues={{
          first_name: '',
          last_name: '',
          email: '',
          password: '',
          confirmation: '',
          is_optin_newsletter: false,
        }}
        validationSchema={signupSchema}
        onSubmit={async ({ confirmation: _confirmation, ...values }, helpers) => {
          helpers.setStatus(undefined);
          try {
            // Names left empty are not sent: the account is made from the credentials alone.
            const [first_name, last_name] = [values.first_name.trim(), values.last_name.trim()];
            const body = {
              email: values.email.trim(),
              password: values.password,
              is_optin_newsletter: values.is_optin_newsletter,
              ...(first_name && { first_name }),
              ...(last_name && { last_name }),
            };
            const { access_token } = await signup(body).unwrap();
            await signIn(access_token);
            track('account_creation');
            if (body.is_optin_newsletter) track('inscription_newsletter');
            setDone(true);
          } catch (error) {
            refuseForm(helpers, error, 'signup');
          }
        }}
      >
        {() => (
          <Form noValidate method="post">
            <FormFields legend={t('auth.signup.title')}>
              <FormStatus />
              <FormField name="email" type="email" label={t('auth.email')} autoComplete="email" />
              <FormField name="password" type="password" label={t('auth.password')} autoComplete="new-password" />
              <p className={styles.hint}>{t('errors.passwordRules')}</p>
              <FormField
                name="confirmation"
                type="password"
                label={t('auth.passwordConfirm')}
                autoComplete="new-password"
              />
              <FormField
                name="first_name"
                label={t('auth.optionalField', { label: t('auth.firstName') })}
                autoComplete="given-name"
              />
              <FormField
                name="last_name"
                label={t('auth.optionalField', { label: t('auth.lastName') })}
                autoComplete="family-name"
              />
              <CheckboxField name="is_optin_newsletter" label={t('auth.newsletter')} />
              <SubmitButton label={t('auth.signup.submit')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
      <p>
        {t('auth.signup.haveAccount')} <Link to={`${routeTo(locale, 'login')}${search}`}>{t('auth.login.title')}</Link>
      </p>
    </>
  );
}
