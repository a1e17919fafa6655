import React from 'react';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { useMemberGateSession } from '../../store/member-gate-session';

/**
 * Paying needs a confirmed address (issue 38, card testing: no throwaway account tries cards): a
 * member whose profile says it is not confirmed reads so where the card form would be, with the
 * button that sends the link again.
 */
export function ConfirmAddressFirst(session: ReturnType<typeof useMemberGateSession>) {
  const { t } = useI18n();
  return <ConfirmAddressNotice reason={t('premium.unconfirmed')} {...session} />;
}
