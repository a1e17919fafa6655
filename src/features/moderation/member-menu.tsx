import React, { useId, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { useBlockMemberMutation, useUnblockMemberMutation } from './moderation-api';
import { ReportDialog } from './report-dialog';
import * as styles from './moderation.module.css';

/** The confirmation before a block, saying what it does. */
function ConfirmBlock({ name, onBlock, onClose }: { name: string; onBlock: () => void; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmModal
      id="block-member"
      title={t('block.title', { name })}
      confirmLabel={t('block.confirm')}
      cancelLabel={t('block.cancel')}
      onConfirm={onBlock}
      onClose={onClose}
    >
      <p>{t('block.explain', { name })}</p>
    </ConfirmModal>
  );
}

/**
 * The "…" menu of another member's public profile (for members): report them, block them (after
 * a confirmation saying what a block does) or unblock them. A disclosure: the button opens a
 * short list of buttons; Escape closes it and gives focus back to the button.
 */
export function MemberMenu({ userId, name, blocked }: { userId: string; name: string; blocked: boolean }) {
  const { t } = useI18n();
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [block, blockState] = useBlockMemberMutation();
  const [unblock, unblockState] = useUnblockMemberMutation();

  const choose = (next: 'report' | 'block' | 'unblock') => {
    setOpen(false);
    setNote(null);
    if (next === 'unblock') return void act(() => unblock(userId), t('block.undone', { name }));
    setDialog(next);
  };
  const act = async (call: () => Promise<{ error?: unknown }>, done: string) => {
    const result = await call();
    setNote('error' in result && result.error ? t('errors.generic') : done);
    toggle.current?.focus();
  };
  const close = () => {
    setDialog(null);
    toggle.current?.focus();
  };

  return (
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('block.menu', { name })}
        disabled={blockState.isLoading || unblockState.isLoading}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">…</span>
      </button>
      <ul id={listId} className={styles.menuList} hidden={!open}>
        <li>
          <button type="button" className={styles.menuItem} onClick={() => choose('report')}>
            {t('report.member')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={() => choose(blocked ? 'unblock' : 'block')}>
            {t(blocked ? 'block.unblock' : 'block.block')}
          </button>
        </li>
      </ul>
      <p role="status" className={styles.note}>
        {note ?? (blocked ? t('block.blockedNote') : '')}
      </p>
      {dialog === 'report' && (
        <ReportDialog
          target={{ reported_user: userId }}
          onClose={close}
          onSent={() => {
            close();
            setNote(t('report.sent'));
          }}
        />
      )}
      {dialog === 'block' && (
        <ConfirmBlock
          name={name}
          onClose={close}
          onBlock={() => {
            close();
            void act(() => block(userId), t('block.done', { name }));
          }}
        />
      )}
    </div>
  );
}
