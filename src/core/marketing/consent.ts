/** The visitor's answer to the analytics question; nothing is measured until it is 'granted'. */
export type Consent = 'granted' | 'denied';

export function parseConsent(raw: string | null): Consent | null {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

/** The analytics events of SPEC section 7, pushed to the tag manager's data layer. */
export type AnalyticsEvent = 'login' | 'account_creation' | 'inscription_newsletter';
