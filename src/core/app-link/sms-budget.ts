/**
 * What text-the-app may spend. A text costs us up to about 0.10 € in the eight countries (Germany
 * and France dearest), and the store badges beside the form are the usual way to the app: the
 * form is a convenience for a few dozen visitors a day.
 */

/** Texts one number may receive in a day: enough for a typo and a retry, not a tool to harass anyone. */
export const SMS_PER_NUMBER_PER_DAY = 3;

/**
 * Texts a day, all countries together: ten times the expected use, and at most about 50 € on
 * the worst day (1,500 € a month) whoever pumps the form from however many addresses.
 */
export const SMS_DAILY_BUDGET = 500;

/**
 * Texts a day to one country: fraud pumps one country's (or operator's) numbers, and this keeps
 * seven tenths of the day's texts for the other countries while it does.
 */
export const SMS_COUNTRY_DAILY_BUDGET = 150;
