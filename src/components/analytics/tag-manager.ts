import { browserStorage } from '../../config/browser-storage';
import type { Consent } from '../../core/marketing/consent';
import { CONSENT_KEY, CONTAINER_ID, type DataLayerWindow, storedConsent } from './analytics';

/*
 * The tag manager and the answer to the consent question: the consent banner's, loaded with it
 * after hydration where analytics are configured; track() (analytics.ts) stays in every page.
 */

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
    const [rawName = ''] = cookie.split('=');
    const name = rawName.trim();
    if (/^(_ga|_gid|_gat)/.test(name)) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  window.location.reload();
}
