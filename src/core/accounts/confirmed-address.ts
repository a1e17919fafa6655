import type { Translator } from '../i18n/messages';

/**
 * Every write that other people can see or that takes something scarce needs a confirmed e-mail
 * address (SPEC section 6, "Unvalidated email"; issue 38: throwaway accounts filled workshops and
 * queues). These are those writes: follow, share a re-creation, comment, like, rate, subscribe,
 * book a workshop place (or wait for one), join a co-creation project, report, create and submit a
 * recipe, upload a picture. The server refuses each to an unconfirmed address (403 errno 121), the
 * site says so before its form, and the validation mail names exactly these, each by its
 * `confirmAddress.<action>` phrase. Everything else (favourites, history, settings) works before.
 */
export const CONFIRMED_ADDRESS_ACTIONS = [
  'follow',
  'post',
  'comment',
  'like',
  'rate',
  'subscribe',
  'book',
  'join',
  'report',
  'create',
  'upload',
] as const;
export type ConfirmedAddressAction = (typeof CONFIRMED_ADDRESS_ACTIONS)[number];

/**
 * The gated actions as one phrase of the language ("follow other cooks, comment and rate"), for
 * the sentences that say why the address needs confirming. `intlLocale` is a BCP 47 tag (en-US).
 */
export function confirmedAddressActions(t: Translator['t'], intlLocale: string): string {
  const phrases = CONFIRMED_ADDRESS_ACTIONS.map((action) => t(`confirmAddress.${action}`));
  return new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' }).format(phrases);
}
