import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { TextKey } from '../../core/i18n/messages';
import { PHOTO_UPLOAD } from '../../core/rules';
import * as styles from './comments.module.css';

/** The comment's optional picture, with its hint or the reason it was refused. */
export function CommentPictureField({
  id,
  error,
  onPicture,
}: {
  id: string;
  error: string | undefined;
  onPicture: (file: File | null) => void;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-picture`}>{t('comments.picture.label')}</label>
      <input
        id={`${id}-picture`}
        type="file"
        accept={PHOTO_UPLOAD.types.join(',')}
        className={styles.file}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-picture-error` : `${id}-picture-hint`}
        onChange={(event) => onPicture(event.currentTarget.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-picture-error`} className={styles.error}>
          {t(error as TextKey)}
        </p>
      ) : (
        <p id={`${id}-picture-hint`} className={styles.hint}>
          {t('comments.picture.hint')}
        </p>
      )}
    </div>
  );
}
