import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { track } from '../../components/analytics/analytics';
import { useI18n } from '../../components/i18n/i18n-provider';
import { nextPath } from '../../core/accounts/next-path';
import { routeTo } from '../../core/locales/routes';
import { apiErrorOf } from '../../store/api-error';
import { tokenReceived } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { sessionApi } from '../../store/session-api';
import {
  useLoginMutation,
  useResetPasswordMutation,
  useSendResetMutation,
  useSignupMutation,
  useValidateEmailMutation,
} from './auth-api';
import { useLinkSecrets } from './link-secrets';
import * as styles from '../../components/form/form.module.css';
import {
  CheckboxField,
  FocusFirstError,
  FormField,
  FormFields,
  FormStatus,
  SubmitButton,
} from '../../components/form/form-field';
import { LinkOutcome, outcomeOf } from '../../components/form/link-outcome';
import { NewPasswordFields } from './new-password-fields';
import { forgottenSchema, loginSchema, loginWithCodeSchema, resetSchema, signupSchema } from './form-schemas';
import { refusalOf } from './server-errors';

/** Login or sign-up success: store the token, then load the profile (SPEC section 4, Auth). */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return async (token: string) => {
    dispatch(tokenReceived(token));
    await dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
  };
}

/** A finished account step: what happened, and the way on. */
/** A finished form: its message, and the way on (home, or the page the visitor was on before). */
function Done({ title, message, to }: { title: string; message: string; to: string }) {
  const { t, locale } = useI18n();
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p role="status" className={styles.success}>
        {message}
      </p>
      <Link className={styles.submit} to={to}>
        {t(to === routeTo(locale, 'home') ? 'auth.home' : 'auth.continue')}
      </Link>
    </>
  );
}

function refuse<T>(helpers: FormikHelpers<T>, error: unknown, context: 'login' | 'signup' | 'other') {
  const refusal = refusalOf(error, context);
  helpers.setStatus(refusal.status);
  for (const [field, message] of Object.entries(refusal.fields)) helpers.setFieldError(field, message);
  return refusal;
}

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
            if (refuse(helpers, error, 'login').secondFactor) setNeedsCode(true);
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

export function SignupForm({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const [signup] = useSignupMutation();
  const signIn = useSignIn();
  const [done, setDone] = useState(false);
  if (done)
    return <Done title={t('auth.signup.title')} message={t('auth.signup.done')} to={nextPath(search, locale)} />;
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
            refuse(helpers, error, 'signup');
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

export function ForgottenPasswordForm() {
  const { t } = useI18n();
  const [sendReset] = useSendResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <h1 className={styles.title}>{t('auth.forgotten.title')}</h1>
      <p>{t('auth.forgotten.intro')}</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgottenSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await sendReset({ email: values.email.trim() }).unwrap();
            setSentTo(values.email.trim());
          } catch (error) {
            refuse(helpers, error, 'other');
          }
        }}
      >
        {() => (
          <Form noValidate method="post">
            <FormFields legend={t('auth.forgotten.title')}>
              <FormStatus />
              {/* The answer is the same whether an account exists or not (SPEC section 8). */}
              {sentTo && (
                <p role="status" className={styles.success}>
                  {t('errors.resetNeutral')}
                </p>
              )}
              <FormField name="email" type="email" label={t('auth.email')} autoComplete="email" />
              <SubmitButton label={t(sentTo ? 'auth.forgotten.resend' : 'auth.forgotten.submit')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
    </>
  );
}

export function ResetPasswordForm({ search }: { search: string }) {
  const { token } = useLinkSecrets(search, ['token']);
  return <ChoosePasswordForm token={token} />;
}

/**
 * A new password with a reset token: a mailed link's, or the one a first confirmation of the
 * address answers when it voided the password chosen before (`intro` then says why).
 */
function ChoosePasswordForm({ token, intro }: { token: string; intro?: string }) {
  const { t, locale } = useI18n();
  const [reset] = useResetPasswordMutation();
  const signIn = useSignIn();
  const [done, setDone] = useState(false);
  if (done) return <Done title={t('auth.reset.title')} message={t('auth.reset.done')} to={routeTo(locale, 'home')} />;
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
            else refuse(helpers, error, 'other');
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
