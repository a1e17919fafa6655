/**
 * Every GATSBY_* setting of the site, read once. Gatsby writes their values into the bundle at
 * build time (only `process.env.GATSBY_X` written out in full is replaced): nothing else in src/
 * reads process.env.
 */

/** Same origin by default: the embedded server serves the site and /v1 on one port. */
const apiBaseUrl = process.env.GATSBY_API_URL || '/v1';

export const env = Object.freeze({
  apiBaseUrl,
  /** The tag manager container of this environment; empty means no analytics. */
  tagManagerId: process.env.GATSBY_GTM_ID || '',
  /** The e-mail marketing service (its public company id and metric); without them, a form service. */
  newsletter: Object.freeze({
    companyId: process.env.GATSBY_KLAVIYO_COMPANY_ID,
    metric: process.env.GATSBY_KLAVIYO_METRIC,
    formUrl: process.env.GATSBY_NEWSLETTER_FORM_URL || `${apiBaseUrl}/newsletter`,
  }),
  /** Stripe's publishable key: with it, the card is typed into Stripe's own fields. */
  stripePublishableKey: process.env.GATSBY_STRIPE_PUBLISHABLE_KEY || '',
});
