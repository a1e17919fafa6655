import { useMemo, useState } from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { PICTURE_STORAGE_QUOTA_MEGABYTES } from '../../../core/rules';
import { API_ERRNO, apiErrorOf } from '../../../store/api-error';

/** Awaits one API call of the editor, counting it as a save in flight; true when it succeeded. */
export type Save = <T>(call: Promise<{ data: T } | { error: unknown }>) => Promise<boolean>;

/**
 * The editor's one way to save: every section hands its API call to `save`, which counts the saves
 * in flight (for the polite "Saving…" status) and turns a refusal into the message shown above
 * the form.
 */
export function useRecipeSave() {
  const { t } = useI18n();
  const [saving, setSaving] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const save: Save = useMemo(
    () => async (call) => {
      setSaving((n) => n + 1);
      const result = await call;
      setSaving((n) => n - 1);
      if ('error' in result) {
        const problem = apiErrorOf(result.error);
        setFailure(
          problem.errno === API_ERRNO.PICTURE_QUOTA_REACHED
            ? t('photo.quotaReached', { megabytes: PICTURE_STORAGE_QUOTA_MEGABYTES })
            : problem.status === 403 && problem.errno === API_ERRNO.FORBIDDEN
              ? t('creation.unconfirmed')
              : problem.status === 400 || problem.status === 409
                ? (problem.message ?? t('errors.generic'))
                : t('errors.generic'),
        );
        return false;
      }
      setFailure(null);
      return true;
    },
    [t],
  );
  return { save, saving: saving > 0, failure };
}
