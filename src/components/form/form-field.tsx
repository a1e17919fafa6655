import { useField, useFormikContext } from 'formik';
import React, { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { useHydrated } from '../use-hydrated';
import type { TextKey } from '../../core/i18n/messages';
import * as styles from './form.module.css';

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
}

/** A labelled input whose error, in the visitor's language, sits right under it and is announced. */
export function FormField({ name, label, type = 'text', autoComplete }: FieldProps) {
  const { t } = useI18n();
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const invalid = meta.touched && !!meta.error;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={styles.input}
      />
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {t(meta.error as TextKey)}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <label className={styles.check}>
      <input {...field} type="checkbox" /> {label}
    </label>
  );
}

/** After a refused submit, focus goes to the first field in error (BRAND.md). */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid, errors } = useFormikContext<Record<string, unknown>>();
  // Once a submit attempt has finished validating: errors are known by then.
  useEffect(() => {
    if (!submitCount || isSubmitting || isValid) return;
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`field-${first}`)?.focus();
  }, [submitCount, isSubmitting]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** The form-wide message (wrong credentials, too many attempts), announced when it appears. */
export function FormStatus() {
  const { t } = useI18n();
  const { status } = useFormikContext();
  if (!status) return null;
  return (
    <p role="alert" className={styles.status}>
      {t(status as TextKey)}
    </p>
  );
}

/** The submit button of an account form, disabled while the answer is awaited. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={styles.submit} disabled={isSubmitting}>
      {label}
    </button>
  );
}

/**
 * The fields of an account form, disabled until the page is interactive: what is typed before
 * React takes over the inputs would be wiped, and a form sent by the browser itself would put
 * its fields (a password) in the address. `legend` names the group for assistive technologies
 * (WCAG 1.3.1; the page's heading already says it on screen).
 */
export function FormFields({ legend, children }: { legend: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fields} disabled={!hydrated}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  );
}
