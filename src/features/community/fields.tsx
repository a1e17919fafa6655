import { useField } from 'formik';
import React from 'react';
import * as form from '../../components/form/form.module.css';
import * as styles from './community.module.css';

interface FieldProps {
  name: string;
  label: string;
  /** Said under the label and read with the field (a limit). */
  hint?: string;
}

/** The label, hint and error (already in the visitor's language) around one control, wired for assistive technologies. */
function useFieldParts({ name, hint }: FieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && !!meta.error;
  const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const error = invalid && (
    <p id={`${id}-error`} className={form.error}>
      {meta.error}
    </p>
  );
  return { field, id, control: { id, 'aria-invalid': invalid, 'aria-describedby': describedBy }, error };
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className={styles.fieldHint}>
      {hint}
    </p>
  ) : null;
}

/** A one-line text field of the community's forms. */
export function TextField(props: FieldProps) {
  const { field, id, control, error } = useFieldParts(props);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{props.label}</label>
      <Hint id={id} hint={props.hint} />
      <input {...field} {...control} type="text" className={form.input} />
      {error}
    </div>
  );
}

/** A text area of the community's forms. */
export function TextAreaField({ rows = 4, ...props }: FieldProps & { rows?: number }) {
  const { field, id, control, error } = useFieldParts(props);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{props.label}</label>
      <Hint id={id} hint={props.hint} />
      <textarea {...field} {...control} rows={rows} className={styles.textArea} />
      {error}
    </div>
  );
}
