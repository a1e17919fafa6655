import React, { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { Modal } from '../../components/modal/modal';
import type { TextKey } from '../../core/i18n/messages';
import { REPORT_MESSAGE_MAX } from '../../core/rules';
import { apiErrorOf, refusedFieldOf } from '../../store/api-error';
import { useMemberGateSession } from '../../store/member-gate-session';
import { useSendReportMutation } from './moderation-api';
import * as styles from './moderation.module.css';
import * as ui from '../../styles/ui.module.css';

/** What a report names: a member (their id), a re-creation post or a comment (their uuid). */
export type ReportTarget = { reported_user: string } | { post: string } | { comment: string };

const kindOf = (target: ReportTarget) =>
  'reported_user' in target ? 'member' : 'post' in target ? 'post' : ('comment' as const);

/**
 * Tell the team what is wrong with a member, a post or a comment (POST reports, in the page's
 * language). `onSent` follows a report the API took; closing without sending is `onClose`. A
 * member whose address is not confirmed reads why in place of the form.
 */
export function ReportDialog({
  target,
  onClose,
  onSent,
}: {
  target: ReportTarget;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, locale, intlLocale } = useI18n();
  const id = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; key: TextKey } | null>(null);
  const [send, { isLoading }] = useSendReportMutation();
  const session = useMemberGateSession();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setProblem({ field: true, key: 'errors.required' });
    setProblem(null);
    const result = await send({ ...target, message: text, language: locale });
    if (!('error' in result)) return onSent();
    const refused = apiErrorOf(result.error);
    setProblem(
      refused.status === 400 && refusedFieldOf(refused)?.name === 'message'
        ? { field: true, key: 'report.messageRefused' }
        : {
            field: false,
            key:
              refused.status === 429
                ? 'report.tooMany'
                : refused.status === 403
                  ? 'report.unconfirmed'
                  : 'errors.generic',
          },
    );
  };

  // A report sends what it names back to the moderators (src/core's `report`): a confirmed address
  // first, said in place of the form.
  if (session.addressUnconfirmed)
    return (
      <Modal id={`report${id}`} title={t(`report.title.${kindOf(target)}`)} onClose={onClose}>
        <ConfirmAddressNotice reason={t('report.unconfirmed')} {...session} />
      </Modal>
    );
  return (
    <Modal id={`report${id}`} title={t(`report.title.${kindOf(target)}`)} onClose={onClose}>
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('report.intro')}</p>
        <label htmlFor={`${id}-message`}>{t('report.message')}</label>
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          rows={4}
          maxLength={REPORT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={problem?.field ?? false}
          aria-describedby={problem?.field ? `${id}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className={problem.field ? styles.error : ui.problem}>
            {t(problem.key, { max: new Intl.NumberFormat(intlLocale).format(REPORT_MESSAGE_MAX) })}
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.pill} disabled={isLoading}>
            {t('report.send')}
          </button>
          <button type="button" className={ui.pillOutline} onClick={onClose}>
            {t('report.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The thank-you that takes the place of "Report", focused: the button that had focus is gone. */
function ReportSent() {
  const { t } = useI18n();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <span ref={ref} role="status" tabIndex={-1} className={styles.sent}>
      {t('report.sent')}
    </span>
  );
}

/**
 * "Report" and its dialog, for another member's post or comment (the feed's and the comments'
 * report control); once sent, a thank-you in its place.
 */
export function ReportButton({ target, className }: { target: ReportTarget; className?: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent) return <ReportSent />;
  return (
    <>
      <button type="button" className={className ?? ui.pillOutline} onClick={() => setOpen(true)}>
        {t('report.open')}
      </button>
      {open && (
        <ReportDialog
          target={target}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </>
  );
}

/** The report control of each comment the page shows (the comments section's `report` slot). */
export const reportComment = (comment: { uuid: string }, className?: string) => (
  <ReportButton target={{ comment: comment.uuid }} className={className} />
);
