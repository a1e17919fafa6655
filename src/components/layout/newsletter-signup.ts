import { env } from '../../config/env';
import { isValidEmail, normalizeEmail } from '../../core/accounts/validation';
import { newsletterConfig, newsletterRequest } from '../../core/marketing/newsletter';

/*
 * The footer's sign-up once submitted, loaded at the first submit rather than with every page (the
 * account rules alone weigh about 1 KB gzip).
 */

/** The typed address as it is sent, or null when it is no e-mail address. */
export function newsletterEmail(typed: string): string | null {
  const email = normalizeEmail(typed);
  return isValidEmail(email) ? email : null;
}

/** Sends the sign-up to the e-mail marketing service; true once it took it. */
export function sendNewsletterSignUp(email: string, locale: string): Promise<boolean> {
  const { url, init } = newsletterRequest(newsletterConfig(env.newsletter), email, locale);
  return fetch(url, init).then(
    (response) => response.ok,
    () => false,
  );
}
