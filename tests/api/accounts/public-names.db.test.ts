import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, signUp, validateEmail } from '../members';

const USERS = '/v1/community/users';

describe.each(ENGINES)('legal names on public profiles on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const patch = (token: string, data: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: '/v1/profile', headers: auth(token), payload: { data } });
  const own = async (token: string) => (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data;

  /** A new member with a confirmed address, logged in after the confirmation. */
  async function confirmedMember(names: Record<string, string> = {}) {
    const { email, token: signedUp } = await signUp(ctx.app, names);
    // Confirmed from the session that signed up: the password chosen then stays.
    await validateEmail(ctx.app, email, signedUp);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: PASSWORD },
    });
    const token = login.json().access_token as string;
    return { email, token, id: (await own(token)).id as string };
  }

  /** A member named Ana Lopez with a username, followed by another member. */
  async function namedMember(username: string) {
    const ana = await confirmedMember({ first_name: 'Ana', last_name: 'Lopez' });
    expect((await patch(ana.token, { username })).statusCode).toBe(200);
    const fan = await confirmedMember();
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/community/user_follow',
      headers: auth(fan.token),
      payload: { user: ana.id },
    });
    return { ...ana, fanId: fan.id };
  }

  const publicViews = async (member: { id: string; fanId: string; token: string }) => [
    (await ctx.app.inject(`${USERS}/${member.id}`)).json(),
    (await ctx.app.inject({ url: `${USERS}/${member.id}`, headers: auth(member.token) })).json(),
    (await ctx.app.inject(`${USERS}/${member.fanId}/following`)).json().results[0],
  ];

  it('shows the username, not the legal name, to everyone else by default', async () => {
    const ana = await namedMember(`ana_${engine}`);
    for (const view of await publicViews(ana)) {
      expect(view).toMatchObject({ id: ana.id, username: `ana_${engine}`, first_name: '', last_name: '' });
      expect(JSON.stringify(view)).not.toMatch(/Ana|Lopez/);
    }
    // The member still sees and edits their own names.
    expect(await own(ana.token)).toMatchObject({ first_name: 'Ana', last_name: 'Lopez', show_full_name: false });
  });

  it('shows the legal name once the member chooses it, and hides it again', async () => {
    const ana = await namedMember(`ana_shown_${engine}`);
    const shown = await patch(ana.token, { show_full_name: true });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ first_name: 'Ana', show_full_name: true });
    for (const view of await publicViews(ana)) {
      expect(view).toMatchObject({ first_name: 'Ana', last_name: 'Lopez' });
      expect(view).not.toHaveProperty('show_full_name');
    }
    await patch(ana.token, { show_full_name: false });
    for (const view of await publicViews(ana)) expect(view).toMatchObject({ first_name: '', last_name: '' });
    expect((await patch(ana.token, { show_full_name: 'yes' })).json().details[0].name).toBe('data.show_full_name');
  });
});
