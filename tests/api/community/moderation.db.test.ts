import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKS_PER_HOUR, REPORTS_PER_HOUR } from '../../../server/routes/community-moderation';
import { REPORT_MESSAGE_MAX } from '../../../src/core/rules';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp, validateEmail } from '../members';
import { memberWithRole } from '../staff';

const BASE = '/v1/community';
const REPORTS = `${BASE}/reports`;
const BLOCK = `${BASE}/user_block`;
const NOT_FOUND = "This user doesn't exist or profile deleted";

interface Report {
  id: string;
  reporter: { id: string };
  reported_user: string | null;
  post: string | null;
  comment: string | null;
  language: string;
  message: string;
  reported_text: string | null;
  status: string;
  created_time: string;
}
interface Page<Item> {
  results: Item[];
  next: string | null;
}

describe.each(ENGINES)('reports and blocks on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let staff: { token: string };

  beforeAll(async () => {
    ctx = await testApp(engine);
    staff = await memberWithRole(ctx, 'staff');
  });
  afterAll(() => ctx.close());

  /** A confirmed member with a token and id. */
  async function member() {
    const { email, token } = await signUp(ctx.app);
    await validateEmail(ctx.app, email, token);
    const { id } = (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data as { id: string };
    return { email, token, id };
  }

  /** A re-creation post of the member, straight in the database (posts have their own tests). */
  async function postOf(authorId: string) {
    const id = randomUUID();
    await ctx.db.db
      .insertInto('community_posts')
      .values({ id, author_id: authorId, recipe_id: 'some-dish', locale: 'fr', title: 'Ma tarte', message: 'Réussie' })
      .execute();
    return id;
  }

  /** A comment of the member (its uuid), straight in the database. */
  async function commentOf(authorId: string, { deleted = false } = {}) {
    const uuid = randomUUID();
    await ctx.db.db
      .insertInto('community_comments')
      .values({
        uuid,
        author_id: authorId,
        recipe_id: 'some-dish',
        language: 'fr',
        type: 'comment',
        text: 'Trop salé',
        deleted_at: deleted ? new Date() : null,
      })
      .execute();
    return uuid;
  }

  const report = (token: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: REPORTS, headers: { ...auth(token), ...headers }, payload });
  const blockMember = (token: string, user: string) =>
    ctx.app.inject({ method: 'POST', url: BLOCK, headers: auth(token), payload: { user } });
  const unblockMember = (token: string, user: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${BLOCK}/${user}`, headers: auth(token) });
  const follow = (token: string, user: string) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/user_follow`, headers: auth(token), payload: { user } });
  const profile = (user: string, token?: string) =>
    ctx.app.inject({ url: `${BASE}/users/${user}`, headers: token ? auth(token) : {} });
  const relative = (next: string) => next.slice(PUBLIC_URL.length);

  /** Every page of a list, following `next` to the end. */
  async function allPages<Item>(url: string, token: string) {
    const pages: Page<Item>[] = [];
    for (let next: string | null = url; next;) {
      const res = await ctx.app.inject({ url: next, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page<Item>;
      pages.push(page);
      next = page.next && relative(page.next);
    }
    return pages;
  }

  /** The open reports as staff read them, every page. */
  const openReports = async () =>
    (await allPages<Report>(`${REPORTS}?page_size=50`, staff.token)).flatMap((page) => page.results);

  describe('reports', () => {
    it('files a report of a member, in the language of the request unless given', async () => {
      const ana = await member();
      const bob = await member();
      const res = await report(
        ana.token,
        { reported_user: bob.id, message: ' Insults in his bio ' },
        { 'accept-language': 'de-DE' },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(String),
        reporter: expect.objectContaining({ id: ana.id, user_id: ana.id }),
        reported_user: bob.id,
        post: null,
        comment: null,
        recipe: null,
        language: 'de',
        message: 'Insults in his bio',
        reported_text: null,
        status: 'open',
        created_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
      const given = await report(ana.token, { reported_user: bob.id, message: 'Spam', language: 'pt-br' });
      expect(given.json().language).toBe('pt');
    });

    it('files a report of a post and of a comment (by its uuid), with the member or not', async () => {
      const ana = await member();
      const bob = await member();
      const post = await postOf(bob.id);
      const comment = await commentOf(bob.id);
      const both = await report(ana.token, { post, comment, reported_user: bob.id, language: 'fr', message: 'Pub' });
      expect(both.statusCode, both.body).toBe(201);
      expect(both.json()).toMatchObject({ post, comment, reported_user: bob.id, language: 'fr' });
      expect((await report(ana.token, { comment, message: 'Off topic' })).json()).toMatchObject({
        post: null,
        comment,
        reported_user: bob.id,
        reported_text: 'Trop salé',
      });
      expect((await openReports()).filter((item) => item.comment === comment)).toHaveLength(2);
    });

    it('keeps the report, its author and a copy of the words when the reported post or comment is deleted', async () => {
      const ana = await member();
      const bob = await member();
      const post = await postOf(bob.id);
      const comment = await commentOf(bob.id);
      const onPost = (await report(ana.token, { post, message: 'Not a re-creation' })).json() as Report;
      const onComment = (await report(ana.token, { comment, message: 'Rude' })).json() as Report;
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `${BASE}/posts/${post}`,
        headers: auth(bob.token),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await ctx.db.db.deleteFrom('community_comments').where('uuid', '=', comment).execute();
      const open = await openReports();
      expect(open.find((item) => item.id === onPost.id)).toMatchObject({
        post: null,
        reported_user: bob.id,
        reported_text: 'Ma tarte\n\nRéussie',
      });
      expect(open.find((item) => item.id === onComment.id)).toMatchObject({
        comment: null,
        reported_user: bob.id,
        reported_text: 'Trop salé',
      });
    });

    it('refuses a report naming nothing, oneself, one’s own content, or a bad message, with a 400 naming the field', async () => {
      const ana = await member();
      const own = { post: await postOf(ana.id), comment: await commentOf(ana.id) };
      const cases: [object, string][] = [
        [{ message: 'Nothing named' }, 'reported_user'],
        [{ reported_user: ana.id, message: 'Me' }, 'reported_user'],
        [{ post: own.post, message: 'Mine' }, 'post'],
        [{ comment: own.comment, message: 'Mine' }, 'comment'],
        [{ reported_user: randomUUID() }, 'message'],
        [{ reported_user: randomUUID(), message: '' }, 'message'],
        [{ reported_user: randomUUID(), message: '   ' }, 'message'],
        [{ reported_user: randomUUID(), message: 'x'.repeat(REPORT_MESSAGE_MAX + 1) }, 'message'],
        [{ reported_user: randomUUID(), message: 'Hi', language: 'klingon' }, 'language'],
        [{ reported_user: 'bob', message: 'Hi' }, 'reported_user'],
        [{ post: '12', message: 'Hi' }, 'post'],
        [{ comment: 12, message: 'Hi' }, 'comment'],
        [{ reported_user: randomUUID(), message: 'Hi', status: 'closed' }, 'status'],
        [{ reported_user: (await member()).id, message: 'Spam\u0000' }, 'message'],
      ];
      for (const [payload, field] of cases) {
        const res = await report(ana.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details[0].name, JSON.stringify(payload)).toBe(field);
      }
      expect((await openReports()).filter((item) => item.reporter.id === ana.id)).toEqual([]);
    });

    it('answers 404 for a member, a post or a comment that does not exist (or a deleted comment)', async () => {
      const ana = await member();
      const bob = await member();
      const deleted = await commentOf(bob.id, { deleted: true });
      const missing: [object, string][] = [
        [{ reported_user: randomUUID(), message: 'Gone' }, 'user'],
        [{ reported_user: bob.id, post: randomUUID(), message: 'Gone' }, 'post'],
        [{ comment: randomUUID(), message: 'Gone' }, 'comment'],
        [{ comment: deleted, message: 'Gone' }, 'comment'],
      ];
      for (const [payload, resource] of missing) {
        const res = await report(ana.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(404);
        expect(res.json().details.resource_name).toBe(resource);
      }
      expect((await report(ana.token, missing[0]![0])).json().message).toBe(NOT_FOUND);
      expect((await openReports()).filter((item) => item.reporter.id === ana.id)).toEqual([]);
    });

    it('lets staff alone list the open reports, oldest first, in cursor pages', async () => {
      expect((await ctx.app.inject(REPORTS)).statusCode).toBe(401);
      const ana = await member();
      expect((await ctx.app.inject({ url: REPORTS, headers: auth(ana.token) })).statusCode).toBe(403);
      expect((await report(ana.token, { message: 'x' }, {})).statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'POST', url: REPORTS, payload: { message: 'x' } })).statusCode).toBe(401);

      const target = await member();
      const filed: string[] = [];
      for (let i = 0; i < 5; i++)
        filed.push((await report(ana.token, { reported_user: target.id, message: `Report ${i}` })).json().id);
      // A closed report leaves the list.
      await ctx.db.db.updateTable('community_reports').set({ status: 'closed' }).where('id', '=', filed[2]!).execute();
      const pages = await allPages<Report>(`${REPORTS}?page_size=2`, staff.token);
      expect(pages.every((page) => page.results.length <= 2)).toBe(true);
      const all = pages.flatMap((page) => page.results);
      const times = all.map((item) => item.created_time);
      expect(times).toEqual([...times].sort());
      expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
      expect(all.filter((item) => item.reported_user === target.id).map((item) => item.message)).toEqual([
        'Report 0',
        'Report 1',
        'Report 3',
        'Report 4',
      ]);
      expect(pages.at(-1)!.next).toBeNull();
      expect(pages[0]!.next).toMatch(new RegExp(`^${PUBLIC_URL}${REPORTS}\\?cursor=.+&page_size=2$`));
      const forged = await ctx.app.inject({ url: `${REPORTS}?cursor=abc`, headers: auth(staff.token) });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().details[0].name).toBe('cursor');
    });

    it('limits the reports a member files in an hour', async () => {
      const ana = await member();
      const bob = await member();
      for (let i = 0; i < REPORTS_PER_HOUR; i++)
        expect((await report(ana.token, { reported_user: bob.id, message: `Again ${i}` })).statusCode).toBe(201);
      const refused = await report(ana.token, { reported_user: bob.id, message: 'Once more' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errno: 117 });
      expect((await report(bob.token, { reported_user: ana.id, message: 'Back' })).statusCode).toBe(201);
    });
  });

  describe('blocks', () => {
    it('turns anonymous callers away with 401', async () => {
      const bob = await member();
      expect((await ctx.app.inject({ method: 'POST', url: BLOCK, payload: { user: bob.id } })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'DELETE', url: `${BLOCK}/${bob.id}` })).statusCode).toBe(401);
      expect((await ctx.app.inject(BLOCK)).statusCode).toBe(401);
    });

    it('blocks (201, then 200) and unblocks, shown by blocked_by_viewer to the blocker alone', async () => {
      const ana = await member();
      const bob = await member();
      expect((await profile(bob.id, ana.token)).json().blocked_by_viewer).toBe(false);
      const first = await blockMember(ana.token, bob.id);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ user: bob.id, blocked_by_viewer: true });
      expect((await blockMember(ana.token, bob.id)).statusCode).toBe(200);
      expect((await profile(bob.id, ana.token)).json().blocked_by_viewer).toBe(true);
      expect((await profile(ana.id, bob.token)).json().blocked_by_viewer).toBe(false);
      expect((await profile(bob.id)).json().blocked_by_viewer).toBe(false);

      const lifted = await unblockMember(ana.token, bob.id);
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json()).toEqual({ user: bob.id, blocked_by_viewer: false });
      expect((await unblockMember(ana.token, bob.id)).statusCode).toBe(200);
      expect((await profile(bob.id, ana.token)).json().blocked_by_viewer).toBe(false);
    });

    it('refuses to block oneself (400), an unknown member (404) or a malformed id (400)', async () => {
      const ana = await member();
      const self = await blockMember(ana.token, ana.id);
      expect(self.statusCode).toBe(400);
      expect(self.json().details[0].name).toBe('user');
      for (const res of [await blockMember(ana.token, randomUUID()), await unblockMember(ana.token, randomUUID())]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND);
      }
      const malformed = await blockMember(ana.token, 'bob');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details[0].name).toBe('user');
      expect((await unblockMember(ana.token, 'bob')).statusCode).toBe(400);
      expect(
        await ctx.db.db.selectFrom('user_blocks').select('blocked_id').where('blocker_id', '=', ana.id).execute(),
      ).toEqual([]);
    });

    it('ends the follows both ways, and refuses a follow either way while the block stands (403)', async () => {
      const ana = await member();
      const bob = await member();
      expect((await follow(ana.token, bob.id)).statusCode).toBe(201);
      expect((await follow(bob.token, ana.id)).statusCode).toBe(201);
      await blockMember(ana.token, bob.id);
      expect((await profile(ana.id)).json()).toMatchObject({ followers_count: 0, follows_count: 0 });
      for (const [token, user] of [
        [ana.token, bob.id],
        [bob.token, ana.id],
      ]) {
        const res = await follow(token!, user!);
        expect(res.statusCode).toBe(403);
        expect(res.json().details[0].name).toBe('user');
      }
      expect((await profile(bob.id)).json()).toMatchObject({ followers_count: 0, follows_count: 0 });
      // Bob blocking back does not lift Ana's block when he lifts his.
      await blockMember(bob.token, ana.id);
      await unblockMember(bob.token, ana.id);
      expect((await follow(bob.token, ana.id)).statusCode).toBe(403);
      await unblockMember(ana.token, bob.id);
      expect((await follow(bob.token, ana.id)).statusCode).toBe(201);
      expect((await follow(ana.token, bob.id)).statusCode).toBe(201);
    });

    it('never leaves a follow beside a block made at the same moment', async () => {
      const ana = await member();
      const bob = await member();
      for (let round = 0; round < 8; round++) {
        const [blocked, followed] = await Promise.all([blockMember(ana.token, bob.id), follow(bob.token, ana.id)]);
        expect(blocked.statusCode).toBeLessThan(300);
        expect([201, 403]).toContain(followed.statusCode);
        const follows = await ctx.db.db
          .selectFrom('user_follows')
          .select('follower_id')
          .where((eb) => eb.or([eb('follower_id', '=', bob.id), eb('followed_id', '=', bob.id)]))
          .execute();
        expect(follows).toEqual([]);
        await unblockMember(ana.token, bob.id);
      }
    });

    it('lists the members the caller blocks, newest first, in cursor pages', async () => {
      const ana = await member();
      const others = [];
      for (let i = 0; i < 5; i++) {
        const other = await member();
        others.push(other);
        await blockMember(ana.token, other.id);
      }
      // Blocks of others are not Ana's.
      await blockMember(others[0]!.token, others[1]!.id);
      const pages = await allPages<{ id: string; followed_by_viewer: boolean }>(`${BLOCK}?page_size=2`, ana.token);
      expect(pages.map((page) => page.results.length)).toEqual([2, 2, 1]);
      expect(pages.flatMap((page) => page.results.map((card) => card.id))).toEqual(
        others.map((other) => other.id).reverse(),
      );
      expect(pages[0]!.results[0]).toMatchObject({ user_id: others[4]!.id, followed_by_viewer: false });
      expect(pages[0]!.next).toMatch(new RegExp(`^${PUBLIC_URL}${BLOCK}\\?cursor=.+&page_size=2$`));
      await unblockMember(ana.token, others[2]!.id);
      const after = (await ctx.app.inject({ url: BLOCK, headers: auth(ana.token) })).json() as Page<{ id: string }>;
      expect(after.results.map((card) => card.id)).toEqual([
        others[4]!.id,
        others[3]!.id,
        others[1]!.id,
        others[0]!.id,
      ]);
      expect(after.next).toBeNull();
      expect(
        (await ctx.app.inject({ url: `${BLOCK}?page_size=51`, headers: auth(ana.token) })).json().details[0].name,
      ).toBe('page_size');
    });

    it('limits the blocks a member makes in an hour', async () => {
      const ana = await member();
      const bob = await member();
      for (let i = 0; i < BLOCKS_PER_HOUR; i++)
        expect((await blockMember(ana.token, bob.id)).statusCode).toBeLessThan(300);
      expect((await blockMember(ana.token, bob.id)).statusCode).toBe(429);
    });
  });
});
