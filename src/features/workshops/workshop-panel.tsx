import React, { useState } from 'react';
import type { Workshop } from '../../core/contract/workshops';
import type { WorkshopAction } from '../../core/workshops/workshop-state';
import { useI18n } from '../../components/i18n/i18n-provider';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { LogInOrSignUp } from '../../components/members-only/members-only-prompt';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useMemberGateSession } from '../../store/member-gate-session';
import * as ui from '../../styles/ui.module.css';
import { WorkshopTime } from './workshop-time';
import {
  useBookMutation,
  useCancelBookingMutation,
  useGetWorkshopQuery,
  useNotifyMutation,
  useStopNotifyingMutation,
} from './workshops-api';
import * as styles from './workshops.module.css';

/** A workshop's state and places left, as a line (the list and the workshop's page). */
export function WorkshopState({ workshop }: { workshop: Workshop }) {
  const { t, plural } = useI18n();
  const open = workshop.state === 'upcoming' || workshop.state === 'full';
  return (
    <p className={styles.state} data-state={workshop.state}>
      <span className={styles.stateLabel}>{t(`workshop.state.${workshop.state}`)}</span>
      {open && workshop.state !== 'full' && <span>{plural('workshop.placesLeft', workshop.places_left)}</span>}
    </p>
  );
}

/** What only a confirmed address may do (src/core's `book`): a place, or a turn on the waiting list. */
const GATED: readonly WorkshopAction[] = ['book', 'notify'];

/**
 * The workshop's booking box (SPEC sections 3 and 4 Workshop): its live state and places, the
 * member's place, and what they may do now, as the API says; a visitor is asked to log in, a
 * member whose address is not confirmed is told so in place of the booking buttons.
 */
export function WorkshopPanel({ built }: { built: Workshop }) {
  const { t, locale } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const session = useMemberGateSession();
  const args = { id: built.id, lang: locale };
  const { data, refetch } = useGetWorkshopQuery(args, { skip: !restored });
  const [book, booking] = useBookMutation();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [notify, notifying] = useNotifyMutation();
  const [stop, stopping] = useStopNotifyingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const workshop = data ?? built;
  const busy = booking.isLoading || cancelling.isLoading || notifying.isLoading || stopping.isLoading;

  const run = async (action: WorkshopAction) => {
    setProblem(null);
    const mutation = { book, cancel, notify, stopNotifying: stop }[action];
    try {
      await mutation(args).unwrap();
    } catch (error) {
      const { errno, status } = apiErrorOf(error);
      setProblem(
        errno === API_ERRNO.WORKSHOP_FULL
          ? t('workshop.full')
          : errno === API_ERRNO.STATUS_CONFLICT
            ? t('workshop.closed')
            : status === 401
              ? t('workshop.loginToBook')
              : status === 403
                ? t('workshop.unconfirmed')
                : t('errors.generic'),
      );
      refetch();
    }
  };

  const label = (action: WorkshopAction) =>
    action === 'notify' && workshop.state === 'full' ? t('workshop.notifyWithdrawal') : t(`workshop.${action}`);
  // The date is an element of its own (the visitor's clock), set where the sentence puts it.
  const opensAt = t('workshop.opensAt', { date: '\u0000' }).split('\u0000');
  const status = workshop.booked
    ? t('workshop.booked')
    : workshop.waiting
      ? t(workshop.booking_open ? 'workshop.waitingWithdrawal' : 'workshop.waitingOpening')
      : null;

  const actions = session.addressUnconfirmed
    ? workshop.actions.filter((action) => !GATED.includes(action))
    : workshop.actions;
  const unconfirmed = loggedIn && actions.length < workshop.actions.length;

  return (
    <section className={styles.panel} aria-labelledby="workshop-booking">
      <h2 id="workshop-booking" className={styles.panelTitle}>
        <WorkshopTime iso={workshop.starts_at} />
      </h2>
      <WorkshopState workshop={workshop} />
      {!workshop.booking_open && workshop.booking_opens_at && workshop.state === 'upcoming' && (
        <p>
          {opensAt[0]}
          <WorkshopTime iso={workshop.booking_opens_at} withTime={false} />
          {opensAt[1]}
        </p>
      )}
      <div aria-live="polite">
        {status && <p className={ui.success}>{status}</p>}
        {problem && (
          <p className={ui.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      {data && unconfirmed && <ConfirmAddressNotice reason={t('workshop.unconfirmed')} {...session} />}
      {data &&
        actions.length > 0 &&
        (loggedIn ? (
          <p className={ui.actions}>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'book' ? ui.pill : ui.pillOutline}
                disabled={busy}
                onClick={() => void run(action)}
              >
                {label(action)}
              </button>
            ))}
          </p>
        ) : (
          <>
            <p>{t('workshop.loginToBook')}</p>
            <LogInOrSignUp />
          </>
        ))}
    </section>
  );
}
