/** The end-to-end server's staff address: journeys publish recipes after the build with it. */
export const STAFF_EMAIL = 'chef@e2e.miamo.test';
/** The site under test is built with a tag manager container and the e-mail marketing service. */
export const E2E_GTM_ID = 'GTM-E2ETEST';
export const E2E_KLAVIYO_COMPANY = 'E2eCo1';
