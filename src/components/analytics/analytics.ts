import { env } from '../../config/env';
import { type AnalyticsEvent, type Consent, parseConsent } from '../../core/marketing/consent';
import { browserStorage } from '../../config/browser-storage';

/** The tag manager container of this environment (set at build time); none means no analytics. */
const CONTAINER_ID = env.tagManagerId;
const CONSENT_KEY = 'miamo.consent';
/** The footer's "cookie settings" asks the banner to open again. */
export const OPEN_CONSENT_EVENT = 'miamo:consent';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export const analyticsConfigured = () => CONTAINER_ID !== '';

export function storedConsent(): Consent | null {
  return parseConsent(browserStorage().getItem(CONSENT_KEY));
}

let tagLoaded = false;

/** Adds the tag manager's script: only ever called once the visitor has said yes. */
export function loadTagManager() {
  if (!CONTAINER_ID || tagLoaded || storedConsent() !== 'granted') return;
  tagLoaded = true;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(CONTAINER_ID)}`;
  document.head.appendChild(script);
}

/**
 * Remembers the answer. Saying no after a yes reloads the page without the tag and drops the
 * analytics cookies it had set.
 */
export function saveConsent(consent: Consent) {
  browserStorage().setItem(CONSENT_KEY, consent);
  if (consent === 'granted') return loadTagManager();
  if (!tagLoaded) return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (/^(_ga|_gid|_gat)/.test(name)) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  window.location.reload();
}

/** An analytics event (SPEC section 7) for the data layer, dropped unless the visitor consented. */
export function track(event: AnalyticsEvent) {
  if (!CONTAINER_ID || storedConsent() !== 'granted') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event });
}
