import React, { useEffect, useRef } from 'react';
import * as styles from './modal.module.css';

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes it on Escape and gives
 * focus back to the control that opened it. onCancel is Escape; onClose follows any closing.
 */
export function Modal({
  id,
  title,
  onClose,
  onCancel,
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  onCancel?: () => void;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={onCancel}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
