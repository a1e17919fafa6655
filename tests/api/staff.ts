import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/create-db';
import { base32Decode, hotp, totpStep } from '../../server/auth/totp';
import { type Role } from '../../src/core/accounts/roles';
import { createSecretBox } from '../../server/auth/secret-box';
import { grantRole } from '../../server/services/roles';
import { testConfig } from './engines';
import { PASSWORD, signUp, validateEmail } from './members';

/** Role changes in tests are not logged anywhere. */
export const quietly = () => {};

/**
 * An authenticator for a secret: each call gives the code of a step not used yet (now, or the next
 * one, which the server's window accepts), waiting for a new step in the rare case both are used.
 */
export function authenticator(secret: string) {
  let last = -Infinity;
  return async function nextCode(): Promise<string> {
    let step = Math.max(totpStep(Date.now()), last + 1);
    if (step > totpStep(Date.now()) + 1) {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
      step = Math.max(totpStep(Date.now()), last + 1);
    }
    last = step;
    return hotp(base32Decode(secret), step);
  };
}

export function login(app: FastifyInstance, email: string, body: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: PASSWORD, ...body } });
}

/** A validated member logged in again (validating ends the sessions opened before it). */
export async function validatedMember(app: FastifyInstance) {
  const { email, token } = await signUp(app);
  await validateEmail(app, email, token);
  const res = await login(app, email);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { email, token: res.json().access_token as string };
}

/** The secret box of the test app's configuration (the development key). */
export const testSecrets = createSecretBox(testConfig().totpKeys);

/**
 * A member granted a role as an operator would (the service the roles command calls), after
 * signing up and validating their address; for staff, enrolled in TOTP and logged in again with a
 * computed code, so `token` is a session that passed the second factor, and `tokenBeforeGrant`
 * one that did not.
 */
export async function memberWithRole(ctx: { app: FastifyInstance; db: Db }, role: Role = 'staff') {
  const member = await validatedMember(ctx.app);
  const { enrolment } = await grantRole(ctx.db.db, member.email, role, quietly, testSecrets);
  const base = { email: member.email, token: member.token, tokenBeforeGrant: member.token };
  if (!enrolment) return { ...base, secret: '', recoveryCodes: [] as string[], nextCode: async () => '' };
  const nextCode = authenticator(enrolment.secret);
  const res = await login(ctx.app, member.email, { otp: await nextCode() });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return {
    ...base,
    token: res.json().access_token as string,
    secret: enrolment.secret,
    recoveryCodes: enrolment.recoveryCodes,
    nextCode,
  };
}
