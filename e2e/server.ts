/** The end-to-end server's data directory, fresh for every `npm test`. */
export const E2E_DATA_DIR = '.data-e2e';
/**
 * Where the end-to-end server builds its site (SITE_DIR), apart from `npm start`'s public/ so
 * neither rebuilds nor overwrites the other's; kept between runs, so an unchanged site is reused.
 */
export const E2E_SITE_DIR = '.data-e2e-site';
/**
 * The staff member journeys publish recipes with after the build: created, validated and granted
 * staff by the roles command before the server starts (PGlite's directory is locked while it runs),
 * which writes its password and TOTP secret to STAFF_FILE.
 */
export const STAFF_EMAIL = 'chef@e2e.miamo.test';
export const STAFF_FILE = `${E2E_DATA_DIR}/staff.json`;
/** The site under test is built with a tag manager container and the e-mail marketing service. */
export const E2E_GTM_ID = 'GTM-E2ETEST';
export const E2E_KLAVIYO_COMPANY = 'E2eCo1';
/** A moderator (enrolled in TOTP, as staff are), created by the roles command beside the staff member. */
export const MODERATOR_EMAIL = 'moderator@e2e.miamo.test';
export const MODERATOR_FILE = `${E2E_DATA_DIR}/moderator.json`;
