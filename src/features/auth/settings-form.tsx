import { Form, Formik, useField } from 'formik';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { isAcceptablePhoto } from '../../core/accounts/validation';
import { siteOf } from '../../core/locales/catalogues';
import { countryOptions } from '../../core/accounts/countries';
import { LOCALES, htmlLangOf } from '../../core/locales/locales';
import { AccountSettings } from './account-settings';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { PICTURE_STORAGE_QUOTA_MEGABYTES } from '../../core/rules';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { useMemberGateSession } from '../../store/member-gate-session';
import type { Profile } from '../../store/profile-slice';
import { useGetProfileQuery } from '../../store/session-api';
import { useUpdateProfileMutation, useUploadPictureMutation } from './auth-api';
import * as styles from '../../components/form/form.module.css';
import {
  CheckboxField,
  FocusFirstError,
  FormField,
  FormFields,
  FormStatus,
  SubmitButton,
} from '../../components/form/form-field';
import { settingsSchema } from './form-schemas';
import { refusalOf } from './server-errors';

/**
 * The profile picture: checked here (jpg or png, 5 MB at most), judged again by the server. It
 * shows to others, so a member whose address is not confirmed reads why above the field, which
 * waits for the confirmation (src/core's `upload`).
 */
function PictureField({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const session = useMemberGateSession();
  const unconfirmed = profile.email_validated === false;
  const [upload, { isLoading }] = useUploadPictureMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const picture = (profile.profile_picture as string | null | undefined) ?? null;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptablePhoto(file)) return setMessage({ ok: false, text: t('settings.pictureRules') });
    const result = await upload(file);
    if ('data' in result && result.data) return setMessage({ ok: true, text: t('settings.pictureSaved') });
    const { errno, status } = apiErrorOf(result.error);
    setMessage({
      ok: false,
      text:
        errno === API_ERRNO.PICTURE_QUOTA_REACHED
          ? t('photo.quotaReached', { megabytes: PICTURE_STORAGE_QUOTA_MEGABYTES })
          : status === 403
            ? t('photo.unconfirmed')
            : t('settings.pictureRules'),
    });
  };
  return (
    <div className={styles.field}>
      {picture && (
        <img
          src={`${picture}${picture.includes('?') ? '&' : '?'}w=160&h=160&fit=crop`}
          alt=""
          width={80}
          height={80}
          className={styles.avatar}
        />
      )}
      {unconfirmed && <ConfirmAddressNotice reason={t('photo.unconfirmed')} {...session} />}
      <label htmlFor="field-picture">{t('settings.picture')}</label>
      <input
        id="field-picture"
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby="field-picture-hint"
        disabled={isLoading || unconfirmed}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <p id="field-picture-hint" className={styles.hint}>
        {t('settings.pictureHint')}
      </p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.status}>
          {message.text}
        </p>
      )}
    </div>
  );
}

/** Settings: picture, names, username, biography, Instagram, language, country, newsletter; then the account. */
export function SettingsForm({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const { data: profile } = useGetProfileQuery();
  const [update] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);
  if (!profile) return <p role="status">{t('site.loading')}</p>;
  const initial = {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    show_full_name: !!profile.show_full_name,
    username: profile.username ?? '',
    biography: (profile.biography as string) ?? '',
    instagram_profile: (profile.instagram_profile as string) ?? '',
    chosen_lang: profile.chosen_lang || locale,
    chosen_country: (profile.chosen_country as string | null) ?? '',
    is_optin_newsletter: !!profile.is_optin_newsletter,
  };
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>
      <PictureField profile={profile} />
      <Formik
        initialValues={initial}
        validationSchema={settingsSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          setSaved(false);
          const result = await update({ ...values, chosen_country: values.chosen_country || null });
          if ('data' in result && result.data) {
            setSaved(true);
          } else {
            const refusal = refusalOf(result.error, 'other');
            helpers.setStatus(refusal.status);
            for (const [field, message] of Object.entries(refusal.fields)) helpers.setFieldError(field, message);
          }
        }}
      >
        {() => (
          <Form noValidate method="post">
            <FormFields legend={t('settings.title')}>
              <FormStatus />
              {saved && (
                <p role="status" className={styles.success}>
                  {t('settings.saved')}
                </p>
              )}
              <FormField name="first_name" label={t('auth.firstName')} autoComplete="given-name" />
              <FormField name="last_name" label={t('auth.lastName')} autoComplete="family-name" />
              {/* Off by default: other people see the username, not the legal name. */}
              <CheckboxField name="show_full_name" label={t('settings.showFullName')} />
              <FormField name="username" label={t('settings.username')} autoComplete="username" />
              <FormField name="biography" label={t('settings.biography')} autoComplete="off" />
              <FormField name="instagram_profile" label={t('settings.instagram')} autoComplete="off" />
              <SelectField
                name="chosen_lang"
                label={t('settings.language')}
                options={LOCALES.map((value) => ({ value, name: siteOf(value).meta.name }))}
              />
              <SelectField
                name="chosen_country"
                label={t('settings.country')}
                options={[
                  { value: '', name: t('settings.countryNone') },
                  ...countryOptions(htmlLangOf(locale)).map(({ code, name }) => ({ value: code, name })),
                ]}
              />
              <CheckboxField name="is_optin_newsletter" label={t('auth.newsletter')} />
              <SubmitButton label={t('settings.save')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
      <AccountSettings profile={profile} search={search} />
    </section>
  );
}

/** A labelled select of the settings form. */
function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; name: string }[];
}) {
  const [field] = useField(name);
  return (
    <div className={styles.field}>
      <label htmlFor={`field-${name}`}>{label}</label>
      <select id={`field-${name}`} className={styles.input} {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
