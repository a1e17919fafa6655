import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { totpCode } from '../server/auth/totp';
import { MODERATOR_FILE, STAFF_FILE } from './server';

/** What the roles command wrote for the staff member it created before the server started. */
interface StaffFile {
  email: string;
  password: string;
  totp_secret: string;
}

const STEP_MS = 30_000;
const sessionFile = () => path.resolve(__dirname, '..', path.dirname(STAFF_FILE), 'staff-session.txt');

/**
 * A staff session, opened as staff log in: password and the authenticator's code. A code works
 * once and the window holds two, so the journeys share one session (kept beside the staff file,
 * as a real staff member keeps theirs) and a login whose codes were taken waits for the next step.
 */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const saved = fs.existsSync(sessionFile()) ? fs.readFileSync(sessionFile(), 'utf8').trim() : '';
  if (saved && (await request.get('/v1/profile', { headers: { authorization: `Bearer ${saved}` } })).ok()) return saved;
  const staff = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', STAFF_FILE), 'utf8')) as StaffFile;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    for (const ahead of [0, STEP_MS]) {
      const res = await request.post('/v1/email/login', {
        data: { email: staff.email, password: staff.password, otp: totpCode(staff.totp_secret, Date.now() + ahead) },
      });
      if (res.ok()) {
        const token = ((await res.json()) as { access_token: string }).access_token;
        fs.writeFileSync(sessionFile(), token, { mode: 0o600 });
        return token;
      }
      expect([401, 429], await res.text()).toContain(res.status());
    }
    // Both codes of this window were used by another journey: the next step brings a new one.
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 1_000));
  }
  throw new Error(`${staff.email} could not log in with its TOTP code`);
}

/** The moderator's address and password, as the roles command wrote them (a moderator has no second factor). */
export function moderatorCredentials(): { email: string; password: string } {
  const file = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', MODERATOR_FILE), 'utf8')) as StaffFile;
  return { email: file.email, password: file.password };
}
