import * as yup from 'yup';
import { isValidEmail, passwordProblems } from '../../core/accounts/validation';

/** Message keys, not texts: the form translates them (SPEC section 5, English verbatim). */
const required = 'errors.required';
const email = yup.string().trim().required(required).test('email', 'errors.email', (value) => !value || isValidEmail(value));
const newPassword = yup
  .string()
  .required(required)
  .test('policy', 'errors.passwordRules', (value) => !value || passwordProblems(value).length === 0);
const confirmation = yup
  .string()
  .required(required)
  .oneOf([yup.ref('password')], 'errors.passwordsMatch');

export const loginSchema = yup.object({ email, password: yup.string().required(required) });
export const signupSchema = yup.object({
  first_name: yup.string().trim().required(required),
  last_name: yup.string().trim().required(required),
  email,
  password: newPassword,
  confirmation,
  is_optin_newsletter: yup.boolean(),
});
export const forgottenSchema = yup.object({ email });
export const resetSchema = yup.object({ password: newPassword, confirmation });
export const settingsSchema = yup.object({
  first_name: yup.string().trim().required(required),
  last_name: yup.string().trim().required(required),
  username: yup.string().matches(/^$|^[a-zA-Z0-9_.-]{2,30}$/, 'settings.usernameRules'),
  biography: yup.string().max(500, 'settings.biographyRules'),
  instagram_profile: yup.string().matches(/^$|^@?[a-zA-Z0-9_.]{1,30}$/, 'settings.instagramRules'),
});
export const changeEmailSchema = yup.object({ new_email: email });
export const changePasswordSchema = resetSchema;
export const deleteAccountSchema = yup.object({ confirm_email: email });
