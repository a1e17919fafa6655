import { Form, Formik } from 'formik';
import { navigate } from 'gatsby';
import React, { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { normalizeEmail } from '../../core/accounts/validation';
import { routeTo } from '../../core/locales/routes';
import { apiErrorOf } from '../../store/api-error';
import { selectToken } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { logout } from '../../store/make-store';
import type { Profile } from '../../store/profile-slice';
import { storeForEnvironment } from '../../store/browser-store';
import { useSignIn } from './use-sign-in';
import { accountSecurityApi } from './account-security-api';
import { NewPasswordFields } from './new-password-fields';
import {
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useDeleteAccountMutation,
  useResetPasswordMutation,
} from './auth-api';
import { useLinkSecrets } from './link-secrets';
import * as styles from '../../components/form/form.module.css';
import { FocusFirstError, FormField, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from './form-schemas';
import { needsRecentAuth, useRecentAuth } from './recent-auth';
import { refusalOf } from './server-errors';
import { SessionsSettings } from './sessions-settings';

function Saved({ text }: { text: string }) {
  return (
    <p role="status" className={styles.success}>
      {text}
    </p>
  );
}

/**
 * Opening the e-mailed link (settings?confirm_email=KEY) applies the new address. Logged out,
 * this is never mounted: the key stays in the address for the login's way back here.
 */
function useEmailConfirmation(search: string) {
  const [confirm, { data, isError }] = useConfirmEmailMutation();
  const key = useLinkSecrets(search, ['confirm_email']).confirm_email;
  const sent = useRef(false);
  useEffect(() => {
    if (!key || sent.current) return;
    sent.current = true;
    void confirm(key);
  }, [key, confirm]);
  return { confirmed: data?.email ?? null, failed: isError };
}

/** Change e-mail: the link goes to the new address; until it is opened, the old one stays. */
function EmailSettings({ profile, search }: { profile: Profile; search: string }) {
  const { t } = useI18n();
  const [change] = useChangeEmailMutation();
  const { guard, dialog } = useRecentAuth();
  const { confirmed, failed } = useEmailConfirmation(search);
  const pending = (profile.pending_email as string | null) ?? null;
  return (
    <section aria-labelledby="settings-email" className={styles.block}>
      <h3 id="settings-email">{t('settings.emailTitle')}</h3>
      {confirmed && <Saved text={t('settings.emailConfirmed', { email: confirmed })} />}
      {failed && (
        <p role="alert" className={styles.status}>
          {t('settings.emailLinkInvalid')}
        </p>
      )}
      <p>{t('settings.currentEmail', { email: profile.email })}</p>
      {pending && <Saved text={t('settings.emailSent', { email: pending })} />}
      <Formik
        initialValues={{ new_email: '' }}
        validationSchema={changeEmailSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const result = await guard(() => change(normalizeEmail(values.new_email)));
          if ('data' in result && result.data) {
            helpers.resetForm();
            return;
          }
          if (needsRecentAuth(result.error)) return helpers.setStatus('recentAuth.required');
          const refusal = refusalOf(result.error, 'other');
          if (apiErrorOf(result.error).status === 409) helpers.setFieldError('new_email', 'auth.emailTaken');
          else if (refusal.fields.email) helpers.setFieldError('new_email', refusal.fields.email);
          else helpers.setStatus(refusal.status);
        }}
      >
        <Form noValidate method="post">
          <FormFields legend={t('settings.emailTitle')}>
            <FormStatus />
            <FormField name="new_email" type="email" label={t('settings.newEmail')} autoComplete="email" />
            <SubmitButton label={t('settings.emailSubmit')} />
            <FocusFirstError />
          </FormFields>
        </Form>
      </Formik>
      {dialog}
    </section>
  );
}

/** Change password with the session (SPEC section 7: /email/reset with the session token). */
function PasswordSettings() {
  const { t } = useI18n();
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [reset] = useResetPasswordMutation();
  const { guard, dialog } = useRecentAuth();
  const signIn = useSignIn();
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="settings-password" className={styles.block}>
      <h3 id="settings-password">{t('settings.passwordTitle')}</h3>
      {done && <Saved text={t('settings.passwordChanged')} />}
      <Formik
        initialValues={{ password: '', confirmation: '' }}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          setDone(false);
          const result = await guard(() => reset({ token: token ?? '', password: values.password }));
          if ('data' in result && result.data) {
            // Every session was revoked, this one included: carry on with the new token.
            await signIn(result.data.access_token);
            // The change ended every other session: the list below shows what is left.
            dispatch(accountSecurityApi.util.invalidateTags(['Sessions']));
            helpers.resetForm();
            setDone(true);
            return;
          }
          if (needsRecentAuth(result.error)) return helpers.setStatus('recentAuth.required');
          const refusal = refusalOf(result.error, 'other');
          helpers.setStatus(refusal.status);
          for (const [field, message] of Object.entries(refusal.fields)) helpers.setFieldError(field, message);
        }}
      >
        <Form noValidate method="post">
          <FormFields legend={t('settings.passwordTitle')}>
            <FormStatus />
            <NewPasswordFields label={t('settings.newPassword')} />
            <SubmitButton label={t('settings.passwordSubmit')} />
            <FocusFirstError />
          </FormFields>
        </Form>
      </Formik>
      {dialog}
    </section>
  );
}

/** Delete the account: typing the address confirms it (checked here and by the API). */
function DeleteAccount({ profile }: { profile: Profile }) {
  const { t, locale } = useI18n();
  const [remove] = useDeleteAccountMutation();
  const { guard, dialog } = useRecentAuth();
  return (
    <section aria-labelledby="settings-delete" className={styles.block}>
      <h3 id="settings-delete">{t('settings.deleteTitle')}</h3>
      <p>{t('settings.deleteWarning')}</p>
      <Formik
        initialValues={{ confirm_email: '' }}
        validationSchema={deleteAccountSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          if (normalizeEmail(values.confirm_email) !== profile.email)
            return helpers.setFieldError('confirm_email', 'errors.emailMismatch');
          const result = await guard(() => remove(normalizeEmail(values.confirm_email)));
          if ('error' in result) {
            if (needsRecentAuth(result.error)) return helpers.setStatus('recentAuth.required');
            return apiErrorOf(result.error).status === 400
              ? helpers.setFieldError('confirm_email', 'errors.emailMismatch')
              : helpers.setStatus('errors.generic');
          }
          await logout(storeForEnvironment());
          await navigate(routeTo(locale, 'home'));
        }}
      >
        <Form noValidate method="post">
          <FormFields legend={t('settings.deleteTitle')}>
            <FormStatus />
            <FormField name="confirm_email" type="email" label={t('settings.deleteConfirm')} autoComplete="off" />
            <SubmitButton label={t('settings.deleteSubmit')} />
            <FocusFirstError />
          </FormFields>
        </Form>
      </Formik>
      {dialog}
    </section>
  );
}

/**
 * The account part of the settings: e-mail, password, sessions, deletion. Changing the e-mail or
 * the password, or deleting, asks the current password again when the API wants a recent proof.
 */
export function AccountSettings({ profile, search }: { profile: Profile; search: string }) {
  return (
    <>
      <EmailSettings profile={profile} search={search} />
      <PasswordSettings />
      <SessionsSettings />
      <DeleteAccount profile={profile} />
    </>
  );
}
