/**
 * The site has no Node types: `process.env.X` in its code is text Gatsby replaces at build time
 * (src/config/env.ts reads the GATSBY_* ones), so only those are declared.
 */
declare const process: {
  readonly env: {
    readonly BUILD_STAGE?: 'develop' | 'develop-html' | 'build-javascript' | 'build-html';
    readonly GATSBY_API_URL?: string;
    readonly GATSBY_GTM_ID?: string;
    readonly GATSBY_KLAVIYO_COMPANY_ID?: string;
    readonly GATSBY_KLAVIYO_METRIC?: string;
    readonly GATSBY_NEWSLETTER_FORM_URL?: string;
    readonly GATSBY_STRIPE_PUBLISHABLE_KEY?: string;
  };
};
