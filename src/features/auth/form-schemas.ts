import * as yup from 'yup';
import {
  BIOGRAPHY_MAX_LENGTH,
  INSTAGRAM_PATTERN,
  USERNAME_PATTERN,
  isReservedUsername,
  isValidEmail,
  isValidName,
  passwordProblems,
} from '../../core/accounts/validation';
import { loginBodySchema } from '../../core/contract/accounts';

/**
 * Message keys, not texts: the form translates them (SPEC section 5, English verbatim). Limits and
 * patterns are the API contract's own (src/core/accounts/validation.ts, src/core/contract), so a
 * value the form lets through is one the API takes.
 */
const required = 'errors.required';
const email = yup
  .string()
  .trim()
  .required(required)
  .test('email', 'errors.email', (value) => !value || isValidEmail(value));
const newPassword = yup
  .string()
  .required(required)
  .test('policy', 'errors.passwordRules', (value) => !value || passwordProblems(value).length === 0);
/** Names are optional (sign-up asks only for credentials, SPEC section 7); when given they follow the name rule. */
const optionalName = yup
  .string()
  .trim()
  .test('chars', 'errors.nameChars', (value) => !value || isValidName(value));
const confirmation = yup
  .string()
  .required(required)
  .oneOf([yup.ref('password')], 'errors.passwordsMatch');

export const loginSchema = yup.object({ email, password: yup.string().required(required) });
/** Once the API asked for the second factor: the authenticator's code or a recovery code. */
export const loginWithCodeSchema = loginSchema.shape({
  otp: yup.string().trim().required(required).max(loginBodySchema.properties.otp.maxLength, 'auth.login.codeWrong'),
});
export const signupSchema = yup.object({
  email,
  password: newPassword,
  confirmation,
  first_name: optionalName,
  last_name: optionalName,
  is_optin_newsletter: yup.boolean(),
});
export const forgottenSchema = yup.object({ email });
export const resetSchema = yup.object({ password: newPassword, confirmation });
export const settingsSchema = yup.object({
  first_name: optionalName,
  last_name: optionalName,
  username: yup
    .string()
    .matches(USERNAME_PATTERN, 'settings.usernameRules')
    .test('reserved', 'settings.usernameReserved', (value) => !value || !isReservedUsername(value)),
  biography: yup.string().max(BIOGRAPHY_MAX_LENGTH, 'settings.biographyRules'),
  instagram_profile: yup.string().matches(INSTAGRAM_PATTERN, 'settings.instagramRules'),
});
export const changeEmailSchema = yup.object({ new_email: email });
export const changePasswordSchema = resetSchema;
export const deleteAccountSchema = yup.object({ confirm_email: email });
