import { Form, Formik } from 'formik';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from '../../components/form/form.module.css';
import { FocusFirstError, FormField, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { useSendResetMutation } from './auth-api';
import { forgottenSchema } from './form-schemas';
import { refuseForm } from './server-errors';

/** Asks for a password reset link, and says the same whether the account exists or not. */
export function ForgottenPasswordForm() {
  const { t } = useI18n();
  const [sendReset] = useSendResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <h1 className={styles.title}>{t('auth.forgotten.title')}</h1>
      <p>{t('auth.forgotten.intro')}</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgottenSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await sendReset({ email: values.email.trim() }).unwrap();
            setSentTo(values.email.trim());
          } catch (error) {
            refuseForm(helpers, error, 'other');
          }
        }}
      >
        {() => (
          <Form noValidate method="post">
            <FormFields legend={t('auth.forgotten.title')}>
              <FormStatus />
              {/* The answer is the same whether an account exists or not (SPEC section 8). */}
              {sentTo && (
                <p role="status" className={styles.success}>
                  {t('errors.resetNeutral')}
                </p>
              )}
              <FormField name="email" type="email" label={t('auth.email')} autoComplete="email" />
              <SubmitButton label={t(sentTo ? 'auth.forgotten.resend' : 'auth.forgotten.submit')} />
              <FocusFirstError />
            </FormFields>
          </Form>
        )}
      </Formik>
    </>
  );
}
