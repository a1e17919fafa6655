import { env } from '../../config/env';
import { type AnalyticsEvent, type Consent, parseConsent } from '../../core/marketing/consent';
import { browserStorage } from '../../config/browser-storage';

/** The tag manager container of this environment (set at build time); none means no analytics. */
export const CONTAINER_ID = env.tagManagerId;
export const CONSENT_KEY = 'miamo.consent';

export type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export const analyticsConfigured = () => CONTAINER_ID !== '';

let consentAsked = false;
const consentListeners = new Set<() => void>();
const tellConsentListeners = () => consentListeners.forEach((listener) => listener());

/** The footer's "cookie settings": the banner opens again, now or as soon as its code has loaded. */
export function askConsentAgain() {
  consentAsked = true;
  tellConsentListeners();
}

/** Whether "cookie settings" was pressed since the visitor last answered (a store for useSyncExternalStore). */
export const consentRequest = {
  subscribe(listener: () => void) {
    consentListeners.add(listener);
    return () => void consentListeners.delete(listener);
  },
  asked: () => consentAsked,
  answered() {
    consentAsked = false;
    tellConsentListeners();
  },
};

export function storedConsent(): Consent | null {
  return parseConsent(browserStorage().getItem(CONSENT_KEY));
}

/** An analytics event (SPEC section 7) for the data layer, dropped unless the visitor consented. */
export function track(event: AnalyticsEvent) {
  if (!CONTAINER_ID || storedConsent() !== 'granted') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event });
}
