import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { memberWithRole, validatedMember } from '../staff';

/** A route's path with each parameter filled (a UUID fits every id; a bucket name is a word). */
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => (name === 'bucket' ? 'fr' : '00000000-0000-4000-8000-000000000000'));
/** A body no schema accepts: a field no route has, a NUL in it, and the wrong type at the top. */
const BAD_BODY = { no_such_field: 'x\u0000', data: 7, email: 7, id: [] };

describe.each(ENGINES)('who may call a guarded route is checked before its input, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const call = (method: string, url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: method as 'POST', url: fill(url), headers, payload: BAD_BODY });
  // HEAD answers carry no body to read the errno from; its GET is walked.
  const guarded = () => ctx.app.guardedRoutes.filter((route) => route.method !== 'HEAD');
  const roleRoutes = () => guarded().filter((route) => !['member', 'recent-password'].includes(route.auth));

  it('walks every staff and moderator route with a bad body: a member gets 403, never a 400', async () => {
    const routes = roleRoutes();
    // Staff publishing, previews, videos, weekly offers, reports, and the moderators' desk at least.
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const member = await validatedMember(ctx.app);
    for (const route of routes) {
      const res = await call(route.method, route.url, auth(member.token));
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(403);
      expect(res.json().errno, `${route.method} ${route.url}`).toBe(121);
      expect(res.body).not.toMatch(/no_such_field|must be|must have/);
    }
  });

  it('answers a staff or moderator session without the second factor 403 (errno 131) before its body', async () => {
    const holders = { staff: await memberWithRole(ctx, 'staff'), moderator: await memberWithRole(ctx, 'moderator') };
    for (const route of roleRoutes()) {
      const holder = route.auth === 'staff' ? holders.staff : holders.moderator;
      const res = await call(route.method, route.url, auth(holder.tokenBeforeGrant));
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(403);
      expect(res.json().errno, `${route.method} ${route.url}`).toBe(131);
    }
  });

  it('answers an anonymous call to every guarded route 401, before its body', async () => {
    for (const route of guarded()) {
      const res = await call(route.method, route.url, {});
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(401);
      expect(res.json().errno, `${route.method} ${route.url}`).toBe(104);
    }
  });
});
