import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { totpCode } from '../server/auth/totp';
import { MODERATOR_FILE, STAFF_FILE } from './server';

/** What the roles command wrote for the staff member or moderator it created before the server started. */
interface RoleFile {
  email: string;
  password: string;
  totp_secret: string;
}

const STEP_MS = 30_000;
const sessionFile = (file: string) =>
  path.resolve(__dirname, '..', path.dirname(file), `${path.basename(file, '.json')}-session.txt`);

/**
 * A session of a role holder, opened as they log in: password and the authenticator's code (staff
 * and moderators both have the second factor). A code works once and the window holds two, so the
 * journeys share one session per role (kept beside its file, as a real member keeps theirs) and a
 * login whose codes were taken waits for the next step.
 */
async function roleToken(request: APIRequestContext, file: string): Promise<string> {
  const saved = fs.existsSync(sessionFile(file)) ? fs.readFileSync(sessionFile(file), 'utf8').trim() : '';
  if (saved && (await request.get('/v1/profile', { headers: { authorization: `Bearer ${saved}` } })).ok()) return saved;
  const holder = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8')) as RoleFile;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    for (const ahead of [0, STEP_MS]) {
      const res = await request.post('/v1/email/login', {
        data: { email: holder.email, password: holder.password, otp: totpCode(holder.totp_secret, Date.now() + ahead) },
      });
      if (res.ok()) {
        const token = ((await res.json()) as { access_token: string }).access_token;
        fs.writeFileSync(sessionFile(file), token, { mode: 0o600 });
        return token;
      }
      expect([401, 429], await res.text()).toContain(res.status());
    }
    // Both codes of this window were used by another journey: the next step brings a new one.
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 1_000));
  }
  throw new Error(`${holder.email} could not log in with its TOTP code`);
}

/** The staff member's session, with the second factor. */
export const staffToken = (request: APIRequestContext) => roleToken(request, STAFF_FILE);

/** The moderator's session, with the second factor (issue 38: moderators have one too). */
export const moderatorToken = (request: APIRequestContext) => roleToken(request, MODERATOR_FILE);

/**
 * Pages of the browser context open with this session, as the site keeps one (the persisted user
 * branch and the token), as if its member had logged in there.
 */
export async function withSession(context: BrowserContext, token: string) {
  await context.addInitScript((value) => {
    window.localStorage.setItem('miamo.token', value);
    window.localStorage.setItem(
      'persist:root',
      JSON.stringify({
        user: JSON.stringify({ auth: { token: value, isLoggedIn: true }, info: null }),
        _persist: JSON.stringify({ version: 0, rehydrated: true }),
      }),
    );
  }, token);
}
