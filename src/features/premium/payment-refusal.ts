import type { TextKey } from '../../core/i18n/messages';
import { apiErrorOf } from '../../store/api-error';

/**
 * What the API's refusal of a payment call means for the form: the card's field, or the whole
 * form. 409: another billing operation of this member is under way (a double click, a second
 * tab); 502 and 503: the payment provider failed or did not answer, and nothing was charged.
 */
export function paymentRefusal(error: unknown): { field?: 'card_number'; key: TextKey } {
  const { status, extra } = apiErrorOf(error);
  if (status === 402 && extra.requires_action === true)
    return { field: 'card_number', key: 'premium.authenticationRequired' };
  if (status === 402) return { field: 'card_number', key: 'premium.declined' };
  if (status === 409) return { key: 'premium.inProgress' };
  if (status === 502 || status === 503) return { key: 'premium.providerDown' };
  return { key: 'errors.generic' };
}
