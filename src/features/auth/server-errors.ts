import type { FormikHelpers } from 'formik';
import type { TextKey } from '../../core/i18n/messages';
import { API_ERRNO, apiErrorOf, refusedFieldOf } from '../../store/api-error';

/** What a form shows for an API refusal: a message key per field, or one for the whole form. */
export interface FormRefusal {
  fields: Record<string, TextKey>;
  status?: TextKey;
  /** The login needs the second factor: the form shows its code field (errno 131). */
  secondFactor?: boolean;
}

const FIELD_MESSAGES: Record<string, TextKey> = {
  email: 'errors.email',
  password: 'errors.passwordRules',
  first_name: 'errors.nameChars',
  last_name: 'errors.nameChars',
  username: 'settings.usernameRules',
  biography: 'settings.biographyRules',
  instagram_profile: 'settings.instagramRules',
};
const CONFLICT_MESSAGES: Record<string, TextKey> = { username: 'settings.usernameTaken' };

/** Maps the API's error body ({code, errno, details}) to the form's messages (SPEC section 8). */
export function refusalOf(error: unknown, context: 'login' | 'signup' | 'other'): FormRefusal {
  const refusal = apiErrorOf(error);
  const { status, errno } = refusal;
  // Profile updates name their fields under `data.` (the Kinto-style body {data: {...}}): dropped here.
  const field = refusedFieldOf(refusal);
  const name = field?.name;
  // Too many wrong codes: the account's second factor is locked for an hour, and its owner mailed.
  if (status === 429 && errno === API_ERRNO.SECOND_FACTOR_LOCKED)
    return { fields: {}, status: 'auth.login.codeLocked', secondFactor: true };
  if (status === 429) return { fields: {}, status: 'auth.tooMany' };
  if (context === 'login' && status === 401 && errno === API_ERRNO.SECOND_FACTOR_REQUIRED)
    return { fields: {}, status: 'auth.login.codeNeeded', secondFactor: true };
  if (context === 'login' && status === 401 && name === 'otp')
    return { fields: { otp: 'auth.login.codeWrong' }, secondFactor: true };
  if (context === 'login' && status === 401) return { fields: {}, status: 'errors.incorrectLogin' };
  if (status === 409 && name && CONFLICT_MESSAGES[name]) return { fields: { [name]: CONFLICT_MESSAGES[name] } };
  // Long enough, but one of the passwords attackers try first (only the server holds that list).
  if (status === 400 && errno === API_ERRNO.PASSWORD_TOO_COMMON)
    return { fields: { password: 'errors.passwordCommon' } };
  if (status === 400 && name === 'username' && field?.description === 'This username is reserved')
    return { fields: { username: 'settings.usernameReserved' } };
  if (status === 400 && name) return { fields: { [name]: FIELD_MESSAGES[name] ?? 'errors.generic' } };
  return { fields: {}, status: 'errors.generic' };
}

/** Shows a refusal on a Formik form: its status above the fields, each field's message under it. */
export function refuseForm<T>(helpers: FormikHelpers<T>, error: unknown, context: 'login' | 'signup' | 'other') {
  const refusal = refusalOf(error, context);
  helpers.setStatus(refusal.status);
  for (const [field, message] of Object.entries(refusal.fields)) helpers.setFieldError(field, message);
  return refusal;
}
