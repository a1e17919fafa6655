import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { totpCode } from '../server/auth/totp';
import { STAFF_FILE } from './server';

/** What the roles command wrote for the staff member it created before the server started. */
interface StaffFile {
  email: string;
  password: string;
  totp_secret: string;
}

/**
 * A staff session, opened as staff log in: password and the authenticator's code. A code works
 * once, so when this step's was already used (a retry), the next step's, still in the window, is.
 */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const staff = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', STAFF_FILE), 'utf8')) as StaffFile;
  for (const ahead of [0, 30_000]) {
    const res = await request.post('/v1/email/login', { data: { email: staff.email, password: staff.password, otp: totpCode(staff.totp_secret, Date.now() + ahead) } });
    if (res.ok()) return ((await res.json()) as { access_token: string }).access_token;
    expect(res.status(), await res.text()).toBe(401);
  }
  throw new Error(`${staff.email} could not log in with its TOTP code`);
}
