/** The end-to-end server's staff address: journeys publish recipes after the build with it. */
export const STAFF_EMAIL = 'chef@e2e.miamo.test';
