import { Form, Formik, type FormikHelpers } from 'formik';
import React, { useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { commentCharactersLeft } from '../../core/community/comment-length';
import type { PendingComment } from '../../core/community/pending-community';
import type { TextKey } from '../../core/i18n/messages';
import { COMMENT_TYPES, PHOTO_UPLOAD } from '../../core/rules';
import { apiErrorOf, refusedFieldOf } from '../../store/api-error';
import { CharactersLeft } from './characters-left';
import { CommentPictureField } from './comment-picture-field';
import { type CommentType, useCreateCommentMutation, useUploadCommentPictureMutation } from './comments-api';
import { useCommentsContext } from './comments-context';
import * as styles from './comments.module.css';
import * as ui from '../../styles/ui.module.css';

interface Values {
  type: CommentType;
  text: string;
  picture: File | null;
}
type Errors = Partial<Record<keyof Values, TextKey>>;

const initialValues: Values = { type: 'comment', text: '', picture: null };

/** A picture the API would refuse anyway (type, size) is refused before it is sent. */
const acceptedPicture = (file: File) =>
  (PHOTO_UPLOAD.types as readonly string[]).includes(file.type) && file.size <= PHOTO_UPLOAD.maxBytes;

function validate({ text, picture }: Values): Errors {
  const errors: Errors = {};
  if (!text.trim()) errors.text = 'errors.required';
  else if (commentCharactersLeft(text) < 0) errors.text = 'comments.tooLong';
  if (picture && !acceptedPicture(picture)) errors.picture = 'comments.picture.rejected';
  return errors;
}

/** Which field of the form the API's refusal names, if any (the picture's upload names `file`). */
function refusedField(error: unknown): keyof Values | null {
  const problem = apiErrorOf(error);
  const name = refusedFieldOf(problem)?.name;
  if (problem.status === 415 || problem.status === 413 || name === 'file' || name === 'attachment') return 'picture';
  return problem.status === 400 && name === 'text' ? 'text' : null;
}

/**
 * A new comment (its type, text and an optional picture) or, with `parent`, a reply. The counter
 * of characters left is on screen as one types and told to screen readers once typing pauses.
 * Anonymous visitors are asked to log in and find their comment posted once back (no picture: a
 * file cannot wait); an unconfirmed address gets the modal that sends the link again.
 */
export function CommentForm({ parent, onPosted }: { parent?: number; onPosted?: () => void }) {
  const { t } = useI18n();
  const { target, gate } = useCommentsContext();
  const id = useId();
  const [create] = useCreateCommentMutation();
  const [upload] = useUploadCommentPictureMutation();
  const [posted, setPosted] = useState(false);
  const [fileKey, setFileKey] = useState(0);

  const submit = async (values: Values, form: FormikHelpers<Values>) => {
    setPosted(false);
    form.setStatus(null);
    // A reply names its parent alone: the API takes one of recipe, post and parent.
    const comment: PendingComment = parent
      ? { text: values.text.trim(), type: 'comment', parent }
      : { text: values.text.trim(), type: values.type, ...target };
    if (!gate.loggedIn)
      return gate.ask(
        { kind: 'comment', comment },
        t(parent ? 'comments.membersOnly.reply' : 'comments.membersOnly.comment'),
      );
    let attachment: string | undefined;
    if (values.picture) {
      const sent = await upload(values.picture);
      if ('error' in sent) return refuse(sent.error, form);
      attachment = sent.data.uuid;
    }
    const result = await create({ ...comment, ...(attachment && { attachment }) });
    if ('error' in result) return refuse(result.error, form);
    form.resetForm();
    setFileKey((key) => key + 1);
    setPosted(true);
    onPosted?.();
  };

  const refuse = (error: unknown, form: FormikHelpers<Values>) => {
    if (gate.refusedForAddress(error, t('comments.unconfirmed'))) return;
    const field = refusedField(error);
    if (field === 'picture') form.setFieldError('picture', 'comments.picture.rejected');
    else if (field === 'text') form.setFieldError('text', 'comments.textRefused');
    // A block between the member and whoever wrote what they answer (post, recipe or comment).
    else if (apiErrorOf(error).status === 403) form.setStatus('comments.refused');
    else form.setStatus('errors.commentServer');
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} validateOnBlur={false}>
      {({ values, errors, touched, status, isSubmitting, setFieldValue, handleChange }) => {
        const textError = touched.text ? errors.text : undefined;
        return (
          <Form noValidate className={styles.form} aria-label={t(parent ? 'comments.replyForm' : 'comments.form')}>
            <fieldset className={styles.fields} disabled={!gate.ready}>
              {!parent && (
                <fieldset className={styles.types}>
                  <legend>{t('comments.type.legend')}</legend>
                  {COMMENT_TYPES.map((type) => (
                    <label key={type} className={styles.choice}>
                      <input
                        type="radio"
                        name="type"
                        value={type}
                        checked={values.type === type}
                        onChange={handleChange}
                      />
                      {t(`comments.type.${type}`)}
                    </label>
                  ))}
                </fieldset>
              )}
              <div className={styles.field}>
                <label htmlFor={`${id}-text`}>{t(parent ? 'comments.reply.label' : 'comments.text.label')}</label>
                <textarea
                  id={`${id}-text`}
                  name="text"
                  rows={parent ? 2 : 3}
                  className={styles.textarea}
                  value={values.text}
                  // What is typed while the comment is on its way would be cleared with the form.
                  readOnly={isSubmitting}
                  onChange={(event) => {
                    setPosted(false);
                    handleChange(event);
                  }}
                  aria-invalid={!!textError}
                  aria-describedby={`${id}-left${textError ? ` ${id}-text-error` : ''}`}
                />
                <CharactersLeft id={`${id}-left`} text={values.text} />
                {textError && (
                  <p id={`${id}-text-error`} className={styles.error}>
                    {t(textError as TextKey)}
                  </p>
                )}
              </div>
              {gate.loggedIn && (
                <CommentPictureField
                  key={fileKey}
                  id={id}
                  error={errors.picture}
                  onPicture={(file) => void setFieldValue('picture', file)}
                />
              )}
              {status && (
                <p role="alert" className={ui.problem}>
                  {t(status as TextKey)}
                </p>
              )}
              <p className={styles.submitRow}>
                <button type="submit" className={ui.pill} disabled={isSubmitting}>
                  {t(parent ? 'comments.reply.submit' : 'comments.submit')}
                </button>
                <span role="status" className={styles.posted}>
                  {posted ? t(parent ? 'comments.reply.posted' : 'comments.posted') : ''}
                </span>
              </p>
            </fieldset>
          </Form>
        );
      }}
    </Formik>
  );
}
