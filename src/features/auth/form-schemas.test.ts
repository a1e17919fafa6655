import { describe, expect, it } from 'vitest';
import { loginSchema, resetSchema, signupSchema } from './form-schemas';

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
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({ email: 'errors.required', password: 'errors.required' });
    expect(await errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: 'errors.email' });
  });

  it('holds a new password to the policy and its confirmation', async () => {
    expect(await errorsOf(resetSchema, { password: 'password', confirmation: 'password' })).toEqual({ password: 'errors.passwordRules' });
    expect(await errorsOf(resetSchema, { password: 'Tomate!2026', confirmation: 'Tomate!2027' })).toEqual({ confirmation: 'errors.passwordsMatch' });
    expect(await errorsOf(resetSchema, { password: 'Tomate!2026', confirmation: 'Tomate!2026' })).toEqual({});
  });

  it('names each missing sign-up field', async () => {
    const errors = await errorsOf(signupSchema, { first_name: ' ', last_name: '', email: 'a@b.co', password: 'Tomate!2026', confirmation: 'Tomate!2026' });
    expect(errors).toEqual({ first_name: 'errors.required', last_name: 'errors.required' });
  });
});
