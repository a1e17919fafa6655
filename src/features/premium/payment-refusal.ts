import type { TextKey } from '../../core/i18n/messages';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';

/**
 * What the API's refusal of a payment call means for the form: the card's field, or the whole
 * form. 409: another billing operation of this member is under way (a double click, a second
 * tab); 502 and 503: the payment provider failed or did not answer, and nothing was charged.
 * Card testing (issue 38): too many attempts (429), or billing locked after too many declined
 * cards (403, errno 136: only staff unlock it, so the member is sent to support).
 */
export function paymentRefusal(error: unknown): { field?: 'card_number'; key: TextKey } {
  const { status, errno, extra } = apiErrorOf(error);
  if (status === 403 && errno === API_ERRNO.BILLING_LOCKED) return { key: 'premium.locked' };
  if (status === 429) return { key: 'premium.tooMany' };
  if (status === 402 && extra.requires_action === true)
    return { field: 'card_number', key: 'premium.authenticationRequired' };
  if (status === 402) return { field: 'card_number', key: 'premium.declined' };
  if (status === 409) return { key: 'premium.inProgress' };
  if (status === 502 || status === 503) return { key: 'premium.providerDown' };
  return { key: 'errors.generic' };
}
