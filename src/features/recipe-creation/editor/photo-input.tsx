import React, { useState } from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { isAcceptablePhoto } from '../../../core/accounts/validation';
import { PHOTO_UPLOAD } from '../../../core/rules';
import * as form from '../../../components/form/form.module.css';

/** A photo picker that refuses, with the reason, a file the API would refuse. */
export function PhotoInput({ id, label, onPhoto }: { id: string; label: string; onPhoto: (file: File) => void }) {
  const { t } = useI18n();
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <p className={form.hint} id={`${id}-hint`}>
        {t('creation.photoRules', { size: PHOTO_UPLOAD.maxBytes / 1024 / 1024 })}
      </p>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          // Refused before any upload, with the reason (SPEC section 5: 5 MB, jpg or png).
          if (!isAcceptablePhoto(file))
            return setRefused(
              t('creation.photoRefused', { name: file.name, size: PHOTO_UPLOAD.maxBytes / 1024 / 1024 }),
            );
          setRefused(null);
          onPhoto(file);
        }}
      />
      {refused && (
        <p id={`${id}-error`} className={form.error} role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}
