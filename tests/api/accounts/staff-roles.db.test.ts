import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { totpCode } from '../../../server/auth/totp';
import { findUserByEmail, insertUser, updateUser } from '../../../server/repositories/users';
import { RoleError, grantRole, revokeRole } from '../../../server/services/roles';
import { ENGINES, testApp, testConfig } from '../engines';
import { PASSWORD, auth, signUp, validateEmail } from '../members';
import { login, memberWithRole, quietly, testSecrets, validatedMember } from '../staff';

const recipe = (slug: string) => ({
  url_slug: slug,
  vertical: 'daily',
  category: 'dessert',
  origin: 'france',
  numberOfPeople: 4,
  difficulty: 'easy',
  preparation_time: 15,
  title: 'Tarte du jour',
  ingredients: [{ ingredient: 'apple', name: 'pommes', quantity: 4, unit: 'piece' }],
  steps: [{ description: 'Coupe les pommes.', ingredients: ['apple'] }],
});
let slugs = 0;

describe.each(ENGINES)('staff roles and their second factor on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const publish = (token: string, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: '/v1/buckets/fr/collections/recipes/records',
      headers: auth(token),
      payload: { data: recipe(`tarte-${++slugs}`) },
    });

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  it('an address list handed to the app (the old STAFF_EMAILS) gives a squatter nothing', async () => {
    const squatted = `chef-${engine}@miamo.test`;
    // An app started the way the address list used to be configured; the option is ignored now.
    const legacy = { staffEmails: [squatted] };
    const images = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-images-'));
    const app = await buildApp({ config: testConfig(), db: ctx.db, images, ...legacy });
    try {
      // The squatter signs up first with the address; its owner clicks the confirmation link,
      // which ends the squatter's session and voids the password the squatter chose.
      const squatter = await signUp(app, { email: squatted });
      await validateEmail(app, squatted);
      expect((await publish(squatter.token, app)).statusCode).toBe(401);
      expect((await login(app, squatted)).statusCode).toBe(401);
    } finally {
      await app.close();
      fs.rmSync(images, { recursive: true, force: true });
    }
  });

  it('a squatter stays powerless once the operator grants staff to that address: no second factor', async () => {
    const { email, token: squatterSession } = await validatedMember(ctx.app);
    const { enrolment } = await grantRole(ctx.db.db, email, 'staff', quietly, testSecrets);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    const res = await publish(squatterSession);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errno: 131, details: [{ name: 'otp' }] });
    // Knowing the password is not enough to open a staff session: the code went to the owner.
    const again = await login(ctx.app, email);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      errno: 131,
      message: 'Enter the code from your authenticator app',
      details: [{ location: 'body', name: 'otp' }],
    });
    expect((await login(ctx.app, email, { otp: '000000' })).statusCode).toBe(401);
  });

  it('the miamo-staff badge of a profile gives no staff power', async () => {
    const { email, token } = await validatedMember(ctx.app);
    const user = await findUserByEmail(ctx.db.db, email);
    await updateUser(ctx.db.db, user!.id, { user_types: ['miamo-staff', 'creator'] });
    expect((await publish(token)).statusCode).toBe(403);
  });

  it('grants only to a validated account that can log in, and revoking ends the power at once', async () => {
    await expect(grantRole(ctx.db.db, 'nobody@miamo.test', 'staff', quietly, testSecrets)).rejects.toThrow(RoleError);
    const unvalidated = await signUp(ctx.app);
    await expect(grantRole(ctx.db.db, unvalidated.email, 'staff', quietly, testSecrets)).rejects.toThrow(
      /not validated/,
    );
    await insertUser(ctx.db.db, {
      email: `demo-${engine}@demo.miamo.invalid`,
      password_hash: null,
      email_validated_at: new Date(),
      user_types: ['miamo-staff'],
    });
    await expect(
      grantRole(ctx.db.db, `demo-${engine}@demo.miamo.invalid`, 'staff', quietly, testSecrets),
    ).rejects.toThrow(/cannot log in/);

    const staff = await memberWithRole(ctx, 'staff');
    expect((await publish(staff.token)).statusCode).toBe(201);
    expect(await revokeRole(ctx.db.db, staff.email, 'staff', quietly)).toBe(true);
    expect((await publish(staff.token)).json()).toMatchObject({ errno: 121 });
    // A moderator is no staff.
    const moderator = await memberWithRole(ctx, 'moderator');
    expect((await publish(moderator.token)).statusCode).toBe(403);
  });

  it('staff publish only from a session opened with a correct TOTP code', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    const before = await publish(staff.tokenBeforeGrant);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ errno: 131 });
    const wrong = await login(ctx.app, staff.email, { otp: totpCode(staff.secret, Date.now() - 120_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errno: 105, details: [{ name: 'otp' }] });
    const wrongPassword = await login(ctx.app, staff.email, { password: 'Wrong!2026', otp: '123456' });
    expect(wrongPassword.json()).toMatchObject({ errno: 105 });
    const res = await login(ctx.app, staff.email, { otp: await staff.nextCode() });
    expect(res.statusCode).toBe(200);
    expect((await publish(res.json().access_token)).statusCode).toBe(201);
    expect((await publish(staff.token)).statusCode).toBe(201);
  });

  it('never accepts a code twice', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    const code = await staff.nextCode();
    expect((await login(ctx.app, staff.email, { otp: code })).statusCode).toBe(200);
    const replay = await login(ctx.app, staff.email, { otp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ details: [{ name: 'otp' }] });
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    const [first, second] = staff.recoveryCodes;
    const res = await login(ctx.app, staff.email, { otp: first!.toUpperCase().replace(/-/g, ' ') });
    expect(res.statusCode).toBe(200);
    expect((await publish(res.json().access_token)).statusCode).toBe(201);
    expect((await login(ctx.app, staff.email, { otp: first })).statusCode).toBe(401);
    expect((await login(ctx.app, staff.email, { otp: second })).statusCode).toBe(200);
    const { totp_recovery_hashes } = (await findUserByEmail(ctx.db.db, staff.email))!;
    expect(totp_recovery_hashes).toHaveLength(8);
    expect(JSON.stringify(totp_recovery_hashes)).not.toContain(second!.replace(/-/g, ''));
  });

  it('counts wrong codes as failed logins', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    for (let i = 0; i < 5; i++)
      expect((await login(ctx.app, staff.email, { otp: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(401);
    // The right password and code now wait, as after five wrong passwords.
    expect((await login(ctx.app, staff.email, { password: PASSWORD, otp: await staff.nextCode() })).statusCode).toBe(
      429,
    );
  });
});
