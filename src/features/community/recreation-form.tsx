import { Form, Formik, useFormikContext } from 'formik';
import React, { useEffect, useMemo, useState } from 'react';
import * as yup from 'yup';
import { FocusFirstError } from '../../components/form/form-field';
import { useI18n } from '../../components/i18n/i18n-provider';
import { isAcceptablePhoto } from '../../core/accounts/validation';
import type { Translator } from '../../core/i18n/messages';
import { PICTURE_STORAGE_QUOTA_MEGABYTES, POST_LIMITS } from '../../core/rules';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { type Post, useCreatePostMutation, useUploadAttachmentMutation } from './community-api';
import * as styles from './community.module.css';
import { TextAreaField, TextField } from './fields';
import * as form from '../../components/form/form.module.css';
import * as ui from '../../styles/ui.module.css';

interface Values {
  title: string;
  message: string;
  photos: File[];
}

const MAX_MEGABYTES = 5;

/** The form's rules, the API contract's limits (POST_LIMITS), each message naming its field. */
export const recreationSchema = (t: Translator['t'], number: (value: number) => string = String) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(t('community.form.titleRequired'))
      .max(POST_LIMITS.titleMax, t('community.form.titleTooLong', { max: POST_LIMITS.titleMax })),
    message: yup
      .string()
      .trim()
      .max(POST_LIMITS.messageMax, t('community.form.messageTooLong', { max: number(POST_LIMITS.messageMax) })),
    photos: yup
      .array()
      .of(yup.mixed<File>().required())
      .required()
      .min(POST_LIMITS.photosMin, t('community.form.photosRequired'))
      .max(POST_LIMITS.photosMax, t('community.form.photosTooMany', { max: POST_LIMITS.photosMax }))
      .test('photos', '', function (files) {
        const refused = files.find((file) => !isAcceptablePhoto(file));
        return refused
          ? this.createError({ message: t('community.form.photoRules', { name: refused.name, size: MAX_MEGABYTES }) })
          : true;
      }),
  });

/** Previews of the chosen photos, their object URLs freed when they go. */
function useObjectUrls(files: File[]): (string | null)[] {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** 1 to 4 photos, jpg or png, previewed; each can be taken out again. */
function PhotosField() {
  const { t } = useI18n();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const previews = useObjectUrls(values.photos);
  const invalid = !!touched.photos && typeof errors.photos === 'string';
  const set = (photos: File[]) => {
    void setFieldValue('photos', photos, true);
    void setFieldTouched('photos', true, false);
  };
  return (
    <div className={form.field}>
      <label htmlFor="field-photos">{t('community.form.photos')}</label>
      <p id="field-photos-hint" className={styles.fieldHint}>
        {t('community.form.photosHint', { max: POST_LIMITS.photosMax, size: MAX_MEGABYTES })}
      </p>
      <input
        id="field-photos"
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        aria-invalid={invalid}
        aria-describedby={invalid ? 'field-photos-hint field-photos-error' : 'field-photos-hint'}
        onChange={(event) => {
          set([...values.photos, ...Array.from(event.target.files ?? [])]);
          // The same file may be chosen again after being taken out.
          event.target.value = '';
        }}
      />
      {/* The picker's own button says "no file chosen" once they are in the previews: this one instead. */}
      <label htmlFor="field-photos" className={styles.addPhotos}>
        {t('community.form.addPhotos')}
      </label>
      {values.photos.length > 0 && (
        <ul className={styles.previews} aria-label={t('community.form.chosen')}>
          {values.photos.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {previews[index] && <img src={previews[index]!} alt="" width={80} height={80} />}
              <button
                type="button"
                className={styles.removePhoto}
                aria-label={t('community.form.removePhoto', { name: file.name })}
                onClick={() => set(values.photos.filter((_, other) => other !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {invalid && (
        <p id="field-photos-error" className={form.error}>
          {errors.photos as string}
        </p>
      )}
    </div>
  );
}

/** Why a photo was not taken, from the API's refusal. */
function uploadProblem(t: Translator['t'], error: unknown, name: string): string {
  const { status, errno } = apiErrorOf(error);
  if (errno === API_ERRNO.PICTURE_QUOTA_REACHED)
    return t('photo.quotaReached', { megabytes: PICTURE_STORAGE_QUOTA_MEGABYTES });
  if (status === 413 || status === 415) return t('community.form.photoRules', { name, size: MAX_MEGABYTES });
  if (status === 429) return t('community.form.uploadTooMany');
  if (status === 503) return t('community.form.uploadBusy');
  return t('community.form.uploadFailed', { name });
}

/**
 * "I made it!": title, message and photos. Each photo goes up first (POST attachments), then the
 * post that shows them; if a photo fails, no post is made and the form says which and why.
 * `onUnconfirmed` is handed the API's refusal when the address needs confirming (true if it was that).
 */
export function RecreationForm({
  recipeId,
  onCancel,
  onShared,
  onRefused,
}: {
  recipeId: string;
  onCancel: () => void;
  onShared: (post: Post) => void;
  onRefused: (error: unknown) => boolean;
}) {
  const { t, locale, intlLocale } = useI18n();
  // 1,000 in English, 1 000 in French.
  const number = useMemo(() => new Intl.NumberFormat(intlLocale).format, [intlLocale]);
  const [upload] = useUploadAttachmentMutation();
  const [createPost] = useCreatePostMutation();
  const [progress, setProgress] = useState<string | null>(null);
  const schema = useMemo(() => recreationSchema(t, number), [t, number]);

  const submit = async (values: Values, setStatus: (status: string | null) => void) => {
    setStatus(null);
    const attachments: string[] = [];
    for (const [index, file] of values.photos.entries()) {
      setProgress(t('community.form.sending', { number: index + 1, count: values.photos.length }));
      const sent = await upload(file);
      if ('error' in sent) {
        setProgress(null);
        if (!onRefused(sent.error)) setStatus(uploadProblem(t, sent.error, file.name));
        return;
      }
      attachments.push(sent.data.uuid);
    }
    setProgress(t('community.form.publishing'));
    const created = await createPost({
      title: values.title.trim(),
      message: values.message.trim(),
      recipe: recipeId,
      attachments,
      locale,
    });
    setProgress(null);
    if ('error' in created) {
      if (!onRefused(created.error)) setStatus(t('community.form.postFailed'));
      return;
    }
    onShared(created.data);
  };

  return (
    <Formik<Values>
      initialValues={{ title: '', message: '', photos: [] }}
      validationSchema={schema}
      onSubmit={(values, { setStatus }) => submit(values, setStatus)}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className={styles.dialogForm}>
          <fieldset className={styles.formFields} disabled={isSubmitting}>
            <TextField
              name="title"
              label={t('community.form.title')}
              hint={t('community.form.titleHint', { max: POST_LIMITS.titleMax })}
            />
            <TextAreaField
              name="message"
              label={t('community.form.message')}
              hint={t('community.form.messageHint', { max: number(POST_LIMITS.messageMax) })}
            />
            <PhotosField />
          </fieldset>
          {progress && (
            <p role="status" className={styles.note}>
              {progress}
            </p>
          )}
          {status && (
            <p role="alert" className={ui.problem}>
              {status}
            </p>
          )}
          <FocusFirstError />
          <div className={ui.actions}>
            <button type="submit" className={ui.pill} disabled={isSubmitting}>
              {t('community.form.submit')}
            </button>
            <button type="button" className={ui.pillOutline} onClick={onCancel}>
              {t('community.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
