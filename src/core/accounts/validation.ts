/** Account rules shared by the forms and the API (SPEC section 5). */
import { BRAND_SLUG } from '../brand/brand';
import { PHOTO_UPLOAD } from '../rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** Addresses compare without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Names are letters, combining marks, spaces, apostrophes, dots and hyphens: no digits, links or
 * line breaks, since mails and pages show them to other people.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}' ’.-]*$/u;

export function isValidName(name: string): boolean {
  return name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}

export const USERNAME_MAX_LENGTH = 30;
/**
 * Usernames: empty (none chosen), or 2 to 30 letters, digits, dots, hyphens and underscores,
 * compared without case. The source string is what the API contract's JSON Schema carries.
 */
export const USERNAME_PATTERN_SOURCE = `^$|^[a-zA-Z0-9_.-]{2,${USERNAME_MAX_LENGTH}}$`;
export const USERNAME_PATTERN = new RegExp(USERNAME_PATTERN_SOURCE);

export const BIOGRAPHY_MAX_LENGTH = 500;

/** An Instagram handle, with or without its `@` (Instagram allows 30 characters), or none. */
export const INSTAGRAM_MAX_LENGTH = 60;
export const INSTAGRAM_PATTERN_SOURCE = '^$|^@?[a-zA-Z0-9_.]{1,30}$';
export const INSTAGRAM_PATTERN = new RegExp(INSTAGRAM_PATTERN_SOURCE);

/** A country the member chose: an ISO 3166-1 alpha-2 code. */
export const COUNTRY_PATTERN_SOURCE = '^[A-Z]{2}$';

/** Names that would pass for the brand (any name starting with it), its staff or the site's pages. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'staff',
  'moderator',
  'mod',
  'support',
  'help',
  'security',
  'official',
  'team',
  'api',
  'www',
  'mail',
  'postmaster',
  'abuse',
  'noreply',
  'no-reply',
  'settings',
  'profile',
  'account',
  'accounts',
  'login',
  'signup',
  'null',
  'undefined',
] as const;

export function isReservedUsername(username: string): boolean {
  const lower = username.toLowerCase();
  return (RESERVED_USERNAMES as readonly string[]).includes(lower) || lower.startsWith(BRAND_SLUG);
}

export type PasswordProblem = 'length' | 'common';

/**
 * What a new password misses, after NIST SP 800-63B (issue 38): 8 to 128 characters (counted as
 * a person counts them: an accent or an emoji is one), and not one of the passwords attackers try
 * first, which only the server can tell (`isCommon`: the list is too large for the site's pages).
 * No character classes: they make passwords harder to remember, not to guess (SPEC section 5 asked
 * for them; the NIST guidance wins).
 */
export function passwordProblems(
  password: string,
  isCommon: (password: string) => boolean = () => false,
): PasswordProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return ['length'];
  return isCommon(password) ? ['common'] : [];
}

/**
 * A photo the member picked, judged before it is sent: jpg or png, at most 5 MB (SPEC section 5).
 * The server judges the bytes again.
 */
export function isAcceptablePhoto(file: { size: number; type: string }): boolean {
  return file.size <= PHOTO_UPLOAD.maxBytes && (PHOTO_UPLOAD.types as readonly string[]).includes(file.type);
}
