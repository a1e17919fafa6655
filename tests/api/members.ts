import type { FastifyInstance } from 'fastify';
import { readLinkSecrets } from '../../src/core/site/secret-links';

export const PASSWORD = 'Tomate!2026';
let counter = 0;

/** Signs a new member up and returns their address and token. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const email = `member${++counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/v1/email/signup',
    payload: { email, password: PASSWORD, first_name: 'Ana', last_name: 'Lopez', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { email, token: res.json().access_token as string };
}

export const auth = (token: string) => ({ authorization: `Bearer+Email ${token}` });

/** The newest outbox mail to an address, with the first link in it and the secrets it carries (path or query form). */
export async function lastMail(app: FastifyInstance, to: string) {
  const { data } = (await app.inject('/dev/outbox.json')).json() as {
    data: { to_address: string; subject: string; text_body: string; kind: string }[];
  };
  const mail = data.find((m) => m.to_address === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
  const { values: secrets } = readLinkSecrets(link.pathname, link.search, [
    'auth_id',
    'activation_key',
    'token',
    'confirm_email',
    'key',
  ]);
  return { ...mail, link, secrets };
}

/**
 * Confirms a new member's address through the link of their validation mail, opened with their
 * session when given (the other sessions opened before the confirmation end).
 */
export async function validateEmail(app: FastifyInstance, email: string, token?: string) {
  const { secrets } = await lastMail(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/email/validate',
    headers: token ? auth(token) : {},
    payload: { auth_id: secrets.auth_id, activation_key: secrets.activation_key },
  });
  if (res.statusCode !== 200) throw new Error(`validation failed: ${res.body}`);
}

/** A member who may pay: the subscribe route wants a confirmed address (issue 38, card testing). */
export async function payingMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const member = await signUp(app, overrides);
  await validateEmail(app, member.email, member.token);
  return member;
}

const clients = new Map<string, string>();
/**
 * A client address of the token's own, for `inject({ remoteAddress })`: card attempts are limited
 * per client as well as per member, and every injected request otherwise comes from 127.0.0.1.
 */
export function clientOf(token: string): string {
  let address = clients.get(token);
  if (!address) {
    const n = clients.size + 1;
    address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    clients.set(token, address);
  }
  return address;
}
