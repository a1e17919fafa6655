import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { BIOGRAPHY_MAX_LENGTH } from '../../core/accounts/validation';
import { profilePatchSchema } from '../../core/contract/accounts';
import { loginSchema, resetSchema, settingsSchema, signupSchema } from './form-schemas';

const errorsOf = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

describe('account forms (SPEC section 5)', () => {
  it('asks for every field of the login', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'errors.required',
      password: 'errors.required',
    });
    expect(await errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: 'errors.email' });
  });

  it('holds a new password to its length and its confirmation, nothing more', async () => {
    expect(await errorsOf(resetSchema, { password: 'Tomate!', confirmation: 'Tomate!' })).toEqual({
      password: 'errors.passwordRules',
    });
    // No character classes; a common password passes here and is refused by the server, which holds the list.
    expect(await errorsOf(resetSchema, { password: 'tomates au four', confirmation: 'tomates au four' })).toEqual({});
    expect(await errorsOf(resetSchema, { password: 'password', confirmation: 'password' })).toEqual({});
    expect(await errorsOf(resetSchema, { password: 'Tomate!2026', confirmation: 'Tomate!2027' })).toEqual({
      confirmation: 'errors.passwordsMatch',
    });
    expect(await errorsOf(resetSchema, { password: 'Tomate!2026', confirmation: 'Tomate!2026' })).toEqual({});
  });

  it('signs up with credentials alone; names, when given, follow the name rule', async () => {
    const credentials = { email: 'a@b.co', password: 'Tomate!2026', confirmation: 'Tomate!2026' };
    expect(await errorsOf(signupSchema, { first_name: ' ', last_name: '', ...credentials })).toEqual({});
    expect(await errorsOf(signupSchema, credentials)).toEqual({});
    expect(await errorsOf(signupSchema, { first_name: 'Sam2', last_name: 'Cook', ...credentials })).toEqual({
      first_name: 'errors.nameChars',
    });
    expect(await errorsOf(signupSchema, { email: '', password: '', confirmation: '' })).toEqual({
      email: 'errors.required',
      password: 'errors.required',
      confirmation: 'errors.required',
    });
  });
});

it('refuses names with digits, links or line breaks and reserved usernames, as the API does', async () => {
  const settings = {
    first_name: 'Zoë',
    last_name: "O'Neil-Dupont",
    username: '',
    biography: '',
    instagram_profile: '',
  };
  await expect(settingsSchema.isValid(settings)).resolves.toBe(true);
  await expect(settingsSchema.isValid({ ...settings, first_name: 'Win\nhttps://evil.example' })).resolves.toBe(false);
  await expect(settingsSchema.isValid({ ...settings, username: 'Admin' })).resolves.toBe(false);
  await expect(settingsSchema.isValid({ ...settings, username: 'miamo_chef' })).resolves.toBe(false);
  await expect(settingsSchema.isValid({ ...settings, username: 'lucie.cuisine' })).resolves.toBe(true);
});

describe('the settings form and PATCH /v1/profile take the same values (one contract)', () => {
  const api = new Ajv({ strict: false }).compile(profilePatchSchema);
  const settings = { first_name: '', last_name: '', username: '', biography: '', instagram_profile: '' };
  const edges = {
    username: ['', 'a', 'ab', 'a'.repeat(30), 'a'.repeat(31), 'lucie.cuisine', 'lu cie', 'lucie!', 'ça_va'],
    biography: ['', 'x'.repeat(BIOGRAPHY_MAX_LENGTH), 'x'.repeat(BIOGRAPHY_MAX_LENGTH + 1)],
    instagram_profile: [
      '',
      '@',
      '@lucie',
      'lucie.cuisine',
      '@'.concat('a'.repeat(30)),
      'a'.repeat(31),
      'lu-cie',
      '@@lucie',
    ],
  };
  for (const [field, values] of Object.entries(edges)) {
    it.each(values)(`${field} %j`, async (value) => {
      const byForm = await settingsSchema.isValid({ ...settings, [field]: value });
      expect(byForm).toBe(api({ [field]: value }));
    });
  }
});
