import { Form, Formik, useField } from 'formik';
import React, { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useI18n } from '../../components/i18n/i18n-provider';
import { isAcceptablePhoto } from '../../core/accounts/validation';
import { siteOf } from '../../core/locales/catalogues';
import { LOCALES } from '../../core/locales/locales';
import { useGetProfileQuery, useUpdateProfileMutation, useUploadPictureMutation } from './auth-api';
import * as styles from './auth.module.css';
import { CheckboxField, FocusFirstError, FormField, FormFields, FormStatus, SubmitButton } from './form-field';
import { settingsSchema } from './form-schemas';
import { type Profile, profileReceived } from './profile-slice';
import { refusalOf } from './server-errors';

/** The profile picture: checked here (jpg or png, 5 MB at most), judged again by the server. */
function PictureField({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [upload, { isLoading }] = useUploadPictureMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const picture = (profile.profile_picture as string | null | undefined) ?? null;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptablePhoto(file)) return setMessage({ ok: false, text: t('settings.pictureRules') });
    const result = await upload(file);
    if ('data' in result && result.data) {
      dispatch(profileReceived(result.data));
      setMessage({ ok: true, text: t('settings.pictureSaved') });
    } else {
      setMessage({ ok: false, text: t('settings.pictureRules') });
    }
  };
  return (
    <div className={styles.field}>
      {picture && <img src={`${picture}${picture.includes('?') ? '&' : '?'}w=160&h=160&fit=crop`} alt="" width={80} height={80} className={styles.avatar} />}
      <label htmlFor="field-picture">{t('settings.picture')}</label>
      <input id="field-picture" type="file" accept="image/jpeg,image/png" aria-describedby="field-picture-hint" disabled={isLoading} onChange={(event) => void pick(event.target.files?.[0])} />
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

/** Settings: picture, names, username, biography, Instagram, the e-mails' language, newsletter. */
export function SettingsForm() {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const { data: profile } = useGetProfileQuery();
  const [update] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);
  if (!profile) return <p role="status">{t('site.loading')}</p>;
  const initial = {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    username: profile.username ?? '',
    biography: (profile.biography as string) ?? '',
    instagram_profile: (profile.instagram_profile as string) ?? '',
    chosen_lang: (profile.chosen_lang as string | null) || locale,
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
          const result = await update(values);
          if ('data' in result && result.data) {
            dispatch(profileReceived(result.data));
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
            <FormFields>
              <FormStatus />
              {saved && (
                <p role="status" className={styles.success}>
                  {t('settings.saved')}
                </p>
              )}
              <FormField name="first_name" label={t('auth.firstName')} autoComplete="given-name" />
              <FormField name="last_name" label={t('auth.lastName')} autoComplete="family-name" />
              <FormField name="username" label={t('settings.username')} autoComplete="username" />
              <FormField name="biography" label={t('settings.biography')} autoComplete="off" />
              <FormField name="instagram_profile" label={t('settings.instagram')} autoComplete="off" />
              <LanguageField />
              <CheckboxField name="is_optin_newsletter" label={t('auth.newsletter')} />
              <SubmitButton label={t('settings.save')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** The language of the member's e-mails (chosen_lang): one of the eight locales. */
function LanguageField() {
  const { t } = useI18n();
  const [field] = useField('chosen_lang');
  return (
    <div className={styles.field}>
      <label htmlFor="field-chosen_lang">{t('settings.language')}</label>
      <select id="field-chosen_lang" className={styles.input} {...field}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {siteOf(locale).meta.name}
          </option>
        ))}
      </select>
    </div>
  );
}
