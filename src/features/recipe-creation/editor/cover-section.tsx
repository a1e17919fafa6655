import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { useUploadCoverMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import { PhotoInput } from './photo-input';
import { Problems, type SectionProps } from './problems';

/** The cover photo, shown once uploaded. */
export function CoverSection({ recipe, save, shown }: SectionProps) {
  const { t } = useI18n();
  const [upload, { isLoading }] = useUploadCoverMutation();
  return (
    <section className={styles.section} aria-labelledby="cover-title">
      <h2 id="cover-title">{t('creation.cover')}</h2>
      {recipe.picture_thumbnail ? (
        <img
          className={styles.preview}
          src={recipe.picture_thumbnail}
          alt={t('creation.coverAlt', { title: recipe.title })}
        />
      ) : (
        <p>{t('creation.noCover')}</p>
      )}
      <PhotoInput
        id="recipe-cover"
        label={t('creation.field.cover')}
        onPhoto={(file) => save(upload({ uuid: recipe.uuid, file }))}
      />
      {isLoading && <p role="status">{t('creation.uploading')}</p>}
      <Problems area="cover" shown={shown} />
    </section>
  );
}
