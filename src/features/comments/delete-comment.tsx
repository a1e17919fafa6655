import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { useDeleteCommentMutation } from './comments-api';
import { useCommentsContext } from './comments-context';
import * as styles from './comments.module.css';

/**
 * Delete one's own comment, after a confirmation. Focus then goes to the section's heading: the
 * button that opened the dialog is gone with the comment.
 */
export function DeleteComment({ id }: { id: number }) {
  const { t } = useI18n();
  const { headingId } = useCommentsContext();
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeleteCommentMutation();
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setFailed(false);
    const result = await remove(id);
    if ('error' in result) return setFailed(true);
    setOpen(false);
    document.getElementById(headingId)?.focus();
  };

  return (
    <>
      <button type="button" className={styles.action} onClick={() => setOpen(true)}>
        {t('comments.delete.open')}
      </button>
      {open && (
        <ConfirmModal
          id={`delete-comment-${id}`}
          title={t('comments.delete.title')}
          confirmLabel={t('comments.delete.confirm')}
          cancelLabel={t('comments.cancel')}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
          busy={isLoading}
          problem={failed ? t('errors.generic') : null}
        >
          <p>{t('comments.delete.text')}</p>
        </ConfirmModal>
      )}
    </>
  );
}
