/** Account rules shared by the forms and the API (SPEC section 5). */
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

export type PasswordProblem = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

/** What a password misses of the policy: at least 8 characters, upper, lower, number, special. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Nd}/u.test(password)) problems.push('number');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('special');
  return problems;
}

/**
 * A photo the member picked, judged before it is sent: jpg or png, at most 5 MB (SPEC section 5).
 * The server judges the bytes again.
 */
export function isAcceptablePhoto(file: { size: number; type: string }): boolean {
  return file.size <= PHOTO_UPLOAD.maxBytes && (PHOTO_UPLOAD.types as readonly string[]).includes(file.type);
}
