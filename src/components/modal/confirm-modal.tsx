import React from 'react';
import { Modal } from './modal';
import * as ui from '../../styles/ui.module.css';

/**
 * A yes-or-no question in a modal (delete this, block them): `children` say what yes does,
 * `onConfirm` does it (the button waits while `busy`), the other button and Escape close. A
 * `problem` shows, announced, when doing it failed.
 */
export function ConfirmModal({
  id,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  problem,
  children,
}: {
  id: string;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  problem?: string | null;
  children: React.ReactNode;
}) {
  return (
    <Modal id={id} title={title} onClose={onClose}>
      {children}
      {problem && (
        <p role="alert" className={ui.problem}>
          {problem}
        </p>
      )}
      <div className={ui.actions}>
        <button type="button" className={ui.pill} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <form method="dialog">
          <button type="submit" className={ui.pillOutline}>
            {cancelLabel}
          </button>
        </form>
      </div>
    </Modal>
  );
}
