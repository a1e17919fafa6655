import { Form, Formik } from 'formik';
import React, { useCallback, useRef, useState } from 'react';
import * as yup from 'yup';
import { FocusFirstError, FormField, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { useI18n } from '../../components/i18n/i18n-provider';
import { Modal } from '../../components/modal/modal';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { useReauthenticateMutation } from './account-security-api';
import * as ui from '../../styles/ui.module.css';

/** True for the API's answer that the session must prove the password again (the last 10 minutes). */
export function needsRecentAuth(error: unknown): boolean {
  const { status, errno } = apiErrorOf(error);
  return status === 403 && errno === API_ERRNO.RECENT_AUTH_REQUIRED;
}

const schema = yup.object({ current_password: yup.string().required('errors.required') });

/** Asks the current password in a modal dialog; `onDone(true)` once the API accepted it. */
function RecentAuthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useI18n();
  const [reauthenticate] = useReauthenticateMutation();
  return (
    <Modal id="recent-auth" title={t('recentAuth.title')} onClose={() => onDone(false)}>
      <p>{t('recentAuth.text')}</p>
      <Formik
        initialValues={{ current_password: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const result = await reauthenticate(values.current_password);
          if (!('error' in result)) return onDone(true);
          const { status } = apiErrorOf(result.error);
          // A wrong password is a 400 naming `password`: said on the field, which keeps the focus.
          if (status === 400) helpers.setFieldError('current_password', 'recentAuth.incorrect');
          else helpers.setStatus(status === 429 ? 'auth.tooMany' : 'errors.generic');
        }}
      >
        <Form noValidate method="post">
          <FormFields legend={t('recentAuth.title')}>
            <FormStatus />
            <FormField
              name="current_password"
              type="password"
              label={t('recentAuth.password')}
              autoComplete="current-password"
            />
            <div className={ui.actions}>
              <SubmitButton label={t('recentAuth.submit')} />
              <button type="button" className={ui.pillOutline} onClick={() => onDone(false)}>
                {t('recentAuth.cancel')}
              </button>
            </div>
            <FocusFirstError />
          </FormFields>
        </Form>
      </Formik>
    </Modal>
  );
}

type Outcome = { error?: unknown };

/**
 * `guard(run)` runs an account change; when the API wants a recent proof of the password it asks
 * for it in a dialog, then runs the change again. Cancelled, it gives back the first refusal.
 * Render `dialog` beside the form.
 */
export function useRecentAuth() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const guard = useCallback(async <T extends Outcome>(run: () => Promise<T>): Promise<T> => {
    const first = await run();
    if (!needsRecentAuth(first.error)) return first;
    const confirmed = await new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
    return confirmed ? run() : first;
  }, []);
  const done = (confirmed: boolean) => {
    // Closing the dialog also fires its close event: only the first answer counts.
    const resolve = settle.current;
    settle.current = null;
    setOpen(false);
    resolve?.(confirmed);
  };
  return { guard, dialog: open ? <RecentAuthDialog onDone={done} /> : null };
}
