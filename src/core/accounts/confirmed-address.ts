import type { Translator } from '../i18n/messages';

/**
 * What a member may do only once their e-mail address is confirmed (SPEC section 6, "Unvalidated
 * email"): the server refuses each of these to an unconfirmed address (403), and the validation
 * mail names exactly these, each by its `confirmAddress.<action>` phrase. Everything else (saving
 * favourites, history, settings) works before the address is confirmed.
 */
export const CONFIRMED_ADDRESS_ACTIONS = ['follow', 'post', 'comment', 'like', 'rate', 'subscribe'] as const;
export type ConfirmedAddressAction = (typeof CONFIRMED_ADDRESS_ACTIONS)[number];

/**
 * The gated actions as one phrase of the language ("follow other cooks, comment and rate"), for
 * the sentences that say why the address needs confirming. `intlLocale` is a BCP 47 tag (en-US).
 */
export function confirmedAddressActions(t: Translator['t'], intlLocale: string): string {
  const phrases = CONFIRMED_ADDRESS_ACTIONS.map((action) => t(`confirmAddress.${action}`));
  return new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' }).format(phrases);
}
