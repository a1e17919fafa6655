import React, { useState } from 'react';
import * as form from '../../../components/form/form.module.css';

/** A text or number field saved when it loses focus, if it changed. */
export function SavedField({
  id,
  label,
  value,
  onSave,
  type = 'text',
  multiline = false,
  maxLength,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onSave: (value: string) => void;
  type?: 'text' | 'number';
  multiline?: boolean;
  maxLength?: number;
  describedBy?: string;
}) {
  const [draft, setDraft] = useState(value);
  // A new stored value (an answer, a rollback) replaces what the field shows.
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setDraft(value);
  }
  const props = {
    id,
    className: form.input,
    value: draft,
    maxLength,
    'aria-describedby': describedBy,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft(event.target.value),
    onBlur: () => {
      if (draft !== value) onSave(draft);
    },
  };
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={4} {...props} />
      ) : (
        <input type={type} inputMode={type === 'number' ? 'numeric' : undefined} min={0} {...props} />
      )}
    </div>
  );
}
