import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { COMMENTS_PER_HOUR } from '../../../server/routes/community-comments';
import { COMMENT_MAX_CHARS } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';
import { confirmedMember, publishPost, react, uploadAttachment } from '../posts';

const COMMENTS = '/v1/community/generic-comments';

interface CommentJson {
  id: number;
  uuid: string;
  author: { id: string } | null;
  text: string;
  type: string;
  language: string;
  parent: number | null;
  recipe: string | null;
  post: string | null;
  picture: { uuid: string; media: string; media_thumbnail: string } | null;
  likes_count: number;
  user_reaction: string | null;
  replies_count: number;
  translation: string | null;
  deleted: boolean;
}

describe.each(ENGINES)('comments on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(
      ctx.db.db,
      ['soup', 'cake', 'paging-dish', 'thread-dish', 'blocked-dish', 'limit-dish', 'race-dish'].map((id) =>
        contentRecipe(id),
      ),
    );
  });
  afterAll(() => ctx.close());

  const member = () => confirmedMember(ctx.app);
  const write = (token: string | null, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: COMMENTS, headers: { ...(token ? auth(token) : {}), ...headers }, payload });
  /** A comment written with success (201), as the API answers it. */
  const posted = async (token: string, payload: object) => {
    const res = await write(token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CommentJson;
  };
  const list = async (query: Record<string, string | number>, token?: string) => {
    const res = await ctx.app.inject({
      url: `${COMMENTS}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: token ? auth(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: CommentJson[]; next: string | null };
  };
  const texts = async (query: Record<string, string | number>, token?: string) =>
    (await list(query, token)).results.map((c) => c.text);
  const read = (id: number, token?: string) =>
    ctx.app.inject({ url: `${COMMENTS}/${id}`, headers: token ? auth(token) : {} });
  const remove = (id: number, token: string | null) =>
    ctx.app.inject({ method: 'DELETE', url: `${COMMENTS}/${id}`, headers: token ? auth(token) : {} });
  const rowCount = async () =>
    Number(
      (
        await ctx.db.db
          .selectFrom('community_comments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const block = async (token: string, user: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/community/user_block',
      headers: auth(token),
      payload: { user },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const expectRefused = (res: { statusCode: number; json(): unknown }, status: number, field?: string) => {
    expect(res.statusCode).toBe(status);
    if (field) expect(res.json()).toMatchObject({ details: [expect.objectContaining({ name: field })] });
  };

  describe('who may comment', () => {
    it('turns anonymous writers away with 401 and lets anyone read', async () => {
      const cook = await member();
      const { id } = await posted(cook.token, { recipe: 'soup', text: 'Open to all readers' });
      expect((await write(null, { recipe: 'soup', text: 'Hello' })).statusCode).toBe(401);
      expect((await remove(id, null)).statusCode).toBe(401);
      expect((await read(id)).statusCode).toBe(200);
      expect(await texts({ recipe: 'soup' })).toContain('Open to all readers');
    });

    it('refuses a member whose address is not confirmed (403, errno 121) and writes nothing', async () => {
      const newcomer = await signUp(ctx.app);
      const before = await rowCount();
      const res = await write(newcomer.token, { recipe: 'soup', text: 'Too early' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errno: 121 });
      expect(await rowCount()).toBe(before);
    });

    it('lets only the author delete (403 for another member, 404 for none)', async () => {
      const [cook, other] = [await member(), await member()];
      const { id } = await posted(cook.token, { recipe: 'soup', text: 'Mine to delete' });
      expectRefused(await remove(id, other.token), 403);
      expect((await read(id)).statusCode).toBe(200);
      expect((await remove(id, cook.token)).json()).toEqual({ id, deleted: true, placeholder: null });
      expect((await read(id)).statusCode).toBe(404);
      expect((await remove(id, cook.token)).statusCode).toBe(404);
      expect((await remove(987654321, cook.token)).statusCode).toBe(404);
      expect(await texts({ recipe: 'soup' })).not.toContain('Mine to delete');
    });
  });

  describe('writing a comment', () => {
    it('answers every field, the language taken from Accept-Language unless given', async () => {
      const cook = await member();
      const res = await write(cook.token, { recipe: 'cake', text: '  Délicieux !  ' }, { 'accept-language': 'fr-FR' });
      expect(res.statusCode).toBe(201);
      const comment = res.json() as CommentJson;
      expect(comment).toEqual({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        author: expect.objectContaining({ id: cook.id, user_id: cook.id }),
        language: 'fr',
        type: 'comment',
        text: 'Délicieux !',
        picture: null,
        likes_count: 0,
        user_reaction: null,
        replies_count: 0,
        parent: null,
        recipe: 'cake',
        post: null,
        translation: null,
        created_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        deleted: false,
      });
      expect((await read(comment.id)).json()).toEqual(comment);
      const given = await posted(cook.token, { recipe: 'cake', text: 'Rica', type: 'question', language: 'es-mx' });
      expect(given).toMatchObject({ language: 'es', type: 'question' });
    });

    it(`counts the ${COMMENT_MAX_CHARS} characters as code points and refuses one more`, async () => {
      const cook = await member();
      const full = '🍅'.repeat(COMMENT_MAX_CHARS);
      expect((await posted(cook.token, { recipe: 'cake', text: full })).text).toBe(full);
      const before = await rowCount();
      expectRefused(await write(cook.token, { recipe: 'cake', text: `${full}!` }), 400, 'text');
      expectRefused(await write(cook.token, { recipe: 'cake', text: 'a'.repeat(COMMENT_MAX_CHARS + 1) }), 400, 'text');
      expect(await rowCount()).toBe(before);
    });

    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
      const cook = await member();
      const { id: top } = await posted(cook.token, { recipe: 'cake', text: 'Top level' });
      const { id: reply } = await posted(cook.token, { parent: top, text: 'A reply' });
      const before = await rowCount();
      const cases: [object, string][] = [
        [{ recipe: 'cake', text: '' }, 'text'],
        [{ recipe: 'cake', text: ' \n\t ' }, 'text'],
        [{ recipe: 'cake', text: 'nul \u0000 inside' }, 'text'],
        [{ recipe: 'cake' }, 'text'],
        [{ recipe: 'cake', text: 'Hi', type: 'rant' }, 'type'],
        [{ text: 'No target' }, 'recipe'],
        [{ recipe: 'cake', post: '00000000-0000-4000-8000-000000000000', text: 'Two targets' }, 'post'],
        [{ recipe: 'cake', parent: top, text: 'Two targets' }, 'parent'],
        [{ parent: reply, text: 'Too deep' }, 'parent'],
        [{ recipe: 'cake', text: 'Hi', attachment: 'not-a-uuid' }, 'attachment'],
        [{ recipe: 'cake', text: 'Hi', language: 'xx' }, 'language'],
        [{ recipe: 'cake', text: 'Hi', author_id: cook.id }, 'author_id'],
      ];
      for (const [payload, field] of cases) expectRefused(await write(cook.token, payload), 400, field);
      const deep = await write(cook.token, { parent: reply, text: 'Too deep' });
      expect(deep.json().message).toContain('one level deep');
      expect(await rowCount()).toBe(before);
    });

    it('answers 404 for an unknown recipe, post or parent', async () => {
      const cook = await member();
      const before = await rowCount();
      expectRefused(await write(cook.token, { recipe: 'no-such-dish', text: 'Hi' }), 404);
      expectRefused(await write(cook.token, { post: '00000000-0000-4000-8000-000000000000', text: 'Hi' }), 404);
      expectRefused(await write(cook.token, { parent: 987654321, text: 'Hi' }), 404);
      expectRefused(await write(cook.token, { parent: Number.MAX_SAFE_INTEGER + 10, text: 'Hi' }), 400, 'parent');
      expect(await rowCount()).toBe(before);
    });

    it('comments on a post; a reply joins its parent’s recipe or post', async () => {
      const [cook, fan] = [await member(), await member()];
      const post = (await publishPost(ctx.app, cook.token, 'cake')).json().uuid as string;
      const top = await posted(fan.token, { post, text: 'Looks great' });
      expect(top).toMatchObject({ post, recipe: null, parent: null });
      const reply = await posted(cook.token, { parent: top.id, text: 'Thanks!' });
      expect(reply).toMatchObject({ post, recipe: null, parent: top.id });
      expect(await texts({ post })).toEqual(['Looks great']);
      expect((await read(top.id)).json().replies_count).toBe(1);
      const onRecipe = await posted(fan.token, { recipe: 'cake', text: 'On the recipe' });
      expect(await posted(cook.token, { parent: onRecipe.id, text: 'Reply on the recipe' })).toMatchObject({
        recipe: 'cake',
        post: null,
      });
    });

    it('takes the author’s own unused picture, once, and never someone else’s', async () => {
      const [cook, other] = [await member(), await member()];
      const attachment = (await uploadAttachment(ctx.app, cook.token)).json().uuid as string;
      const theirs = (await uploadAttachment(ctx.app, other.token)).json().uuid as string;
      const before = await rowCount();
      expectRefused(
        await write(cook.token, { recipe: 'soup', text: 'Not mine', attachment: theirs }),
        400,
        'attachment',
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      expectRefused(await write(cook.token, { recipe: 'soup', text: 'None', attachment: unknown }), 400, 'attachment');
      expect(await rowCount()).toBe(before);
      const withPicture = await posted(cook.token, { recipe: 'soup', text: 'With a photo', attachment });
      expect(withPicture.picture).toMatchObject({ uuid: attachment, media: expect.stringContaining('/images/') });
      const picture = await ctx.app.inject(new URL(withPicture.picture!.media).pathname);
      expect(picture.statusCode).toBe(200);
      expectRefused(await write(cook.token, { recipe: 'soup', text: 'Again', attachment }), 400, 'attachment');
      // Nor can a post take a picture a comment uses.
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/v1/community/posts',
        headers: auth(cook.token),
        payload: { title: 'Mine', recipe: 'soup', attachments: [attachment] },
      });
      expectRefused(post, 400, 'attachments');
    });

    it(`limits a member to ${COMMENTS_PER_HOUR} comments an hour (429)`, async () => {
      const [busy, other] = [await member(), await member()];
      for (let i = 0; i < COMMENTS_PER_HOUR; i++) await posted(busy.token, { recipe: 'limit-dish', text: `n${i}` });
      const refused = await write(busy.token, { recipe: 'limit-dish', text: 'one more' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('comments');
      await posted(other.token, { recipe: 'limit-dish', text: 'someone else' });
    });
  });

  describe('listing comments', () => {
    it('needs a recipe, a post, a parent or a member (400 naming recipe)', async () => {
      for (const query of ['', '?type=all', '?page_size=5']) {
        const res = await ctx.app.inject(`${COMMENTS}${query}`);
        expectRefused(res, 400, 'recipe');
      }
      expectRefused(await ctx.app.inject(`${COMMENTS}?parent=0`), 400, 'parent');
      expectRefused(await ctx.app.inject(`${COMMENTS}?from_user__user_id=someone`), 400, 'from_user__user_id');
    });

    it('pages a recipe’s top-level comments newest first with cursors that keep the filters', async () => {
      const cook = await member();
      for (let i = 0; i < 7; i++)
        await posted(cook.token, { recipe: 'paging-dish', text: `c${i}`, type: i % 2 ? 'question' : 'comment' });
      const all: string[] = [];
      let page = await list({ recipe: 'paging-dish', page_size: 3 });
      all.push(...page.results.map((c) => c.text));
      while (page.next) {
        const url = new URL(page.next);
        expect(url.origin).toBe(ctx.url);
        expect(url.searchParams.get('recipe')).toBe('paging-dish');
        expect(url.searchParams.get('page_size')).toBe('3');
        const res = await ctx.app.inject(url.pathname + url.search);
        page = res.json();
        expect(page.results.length).toBeLessThanOrEqual(3);
        all.push(...page.results.map((c) => c.text));
      }
      expect(all).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1', 'c0']);
      // Type filter, kept in the next URL too; `all` is no filter.
      const questions = await list({ recipe: 'paging-dish', type: 'question', page_size: 2 });
      expect(questions.results.map((c) => c.text)).toEqual(['c5', 'c3']);
      expect(new URL(questions.next!).searchParams.get('type')).toBe('question');
      const rest = (await ctx.app.inject(new URL(questions.next!).pathname + new URL(questions.next!).search)).json();
      expect(rest.results.map((c: CommentJson) => c.text)).toEqual(['c1']);
      expect(rest.next).toBeNull();
      expect(await texts({ recipe: 'paging-dish', type: 'all' })).toHaveLength(7);
      expect(await texts({ recipe: 'paging-dish', type: 'suggestion' })).toEqual([]);
    });

    it('refuses a cursor it did not hand out (400 naming cursor)', async () => {
      const cook = await member();
      for (let i = 0; i < 3; i++) await posted(cook.token, { recipe: 'soup', text: `cursor ${i}` });
      const post = (await publishPost(ctx.app, cook.token, 'soup')).json().uuid as string;
      expect(post).toBeTruthy();
      const postCursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', post])).toString('base64url');
      const badDay = Buffer.from(JSON.stringify(['2026-02-30T00:00:00.000000Z', '12'])).toString('base64url');
      const huge = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', '99999999999999999999'])).toString(
        'base64url',
      );
      for (const cursor of ['garbage', postCursor, badDay, huge]) {
        expectRefused(await ctx.app.inject(`${COMMENTS}?recipe=soup&cursor=${cursor}`), 400, 'cursor');
      }
      const good = Buffer.from(JSON.stringify(['2999-01-01T00:00:00.000000Z', '1'])).toString('base64url');
      expect((await list({ recipe: 'soup', cursor: good })).results.length).toBeGreaterThan(0);
    });

    it('lists a comment’s replies oldest first, and a member’s comments and replies newest first', async () => {
      const [cook, fan] = [await member(), await member()];
      const top = await posted(cook.token, { recipe: 'thread-dish', text: 'Question?', type: 'question' });
      for (const text of ['r1', 'r2', 'r3']) await posted(fan.token, { parent: top.id, text });
      await posted(fan.token, { recipe: 'thread-dish', text: 'Fan top', type: 'suggestion' });
      expect(await texts({ recipe: 'thread-dish' })).toEqual(['Fan top', 'Question?']);
      expect((await list({ recipe: 'thread-dish' })).results[1]!.replies_count).toBe(3);
      const replies = await list({ parent: top.id, page_size: 2 });
      expect(replies.results.map((c) => c.text)).toEqual(['r1', 'r2']);
      const more = new URL(replies.next!);
      expect(
        (await ctx.app.inject(more.pathname + more.search)).json().results.map((c: CommentJson) => c.text),
      ).toEqual(['r3']);
      expect(await texts({ from_user__user_id: fan.id })).toEqual(['Fan top', 'r3', 'r2', 'r1']);
      expect(await texts({ from_user__user_id: fan.id, type: 'suggestion' })).toEqual(['Fan top']);
      expect(await texts({ from_user__user_id: fan.id, recipe: 'thread-dish' })).toEqual(['Fan top']);
      expect(await texts({ from_user__user_id: cook.id, parent: top.id })).toEqual([]);
      expect(await texts({ parent: 987654321 })).toEqual([]);
    });

    it('shows the caller’s like and the exact count of likes', async () => {
      const [cook, fan, reader] = [await member(), await member(), await member()];
      const comment = await posted(cook.token, { recipe: 'soup', text: 'Like me' });
      expect((await react(ctx.app, fan.token, { comment: comment.uuid })).statusCode).toBe(200);
      expect((await react(ctx.app, reader.token, { comment: comment.uuid })).statusCode).toBe(200);
      expect((await react(ctx.app, reader.token, { comment: comment.uuid }, false)).statusCode).toBe(200);
      expect((await read(comment.id, fan.token)).json()).toMatchObject({ likes_count: 1, user_reaction: 'like' });
      expect((await read(comment.id, reader.token)).json()).toMatchObject({ likes_count: 1, user_reaction: null });
      const listed = (await list({ recipe: 'soup' }, fan.token)).results.find((c) => c.id === comment.id);
      expect(listed).toMatchObject({ likes_count: 1, user_reaction: 'like' });
      expect((await read(comment.id)).json().user_reaction).toBeNull();
    });
  });

  describe('deleting a comment with replies', () => {
    it('keeps a placeholder without author, text, picture or likes, then removes it with its last reply', async () => {
      const [cook, fan] = [await member(), await member()];
      const attachment = (await uploadAttachment(ctx.app, cook.token)).json().uuid as string;
      const top = await posted(cook.token, { recipe: 'thread-dish', text: 'Soon gone', attachment });
      const media = new URL(top.picture!.media).pathname;
      const first = await posted(fan.token, { parent: top.id, text: 'First reply' });
      const second = await posted(cook.token, { parent: top.id, text: 'Second reply' });
      await react(ctx.app, fan.token, { comment: top.uuid });

      const res = await remove(top.id, cook.token);
      expect(res.statusCode).toBe(200);
      const placeholder = {
        ...top,
        author: null,
        text: '',
        picture: null,
        likes_count: 0,
        user_reaction: null,
        replies_count: 2,
        deleted: true,
      };
      expect(res.json()).toEqual({ id: top.id, deleted: true, placeholder });
      expect((await read(top.id, fan.token)).json()).toEqual(placeholder);
      expect((await list({ recipe: 'thread-dish' })).results.find((c) => c.id === top.id)).toEqual(placeholder);
      // The text is gone from the database too, not only from the answers.
      const stored = await ctx.db.db
        .selectFrom('community_comments')
        .select(['text', 'attachment_id'])
        .where('id', '=', String(top.id))
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ text: '', attachment_id: null });
      // The picture's attachment, its image records and its bytes are gone.
      expect((await ctx.app.inject(media)).statusCode).toBe(404);
      const attachments = await ctx.db.db
        .selectFrom('community_attachments')
        .select('id')
        .where('id', '=', attachment)
        .execute();
      expect(attachments).toEqual([]);
      // A placeholder takes neither replies, likes, a second deletion nor a place in its author's list.
      expectRefused(await write(fan.token, { parent: top.id, text: 'Too late' }), 404);
      expectRefused(await react(ctx.app, fan.token, { comment: top.uuid }), 404);
      expectRefused(await remove(top.id, cook.token), 404);
      expect((await list({ from_user__user_id: cook.id })).results.map((c) => c.id)).not.toContain(top.id);
      expect(await texts({ parent: top.id })).toEqual(['First reply', 'Second reply']);

      expect((await remove(first.id, fan.token)).json()).toEqual({ id: first.id, deleted: true, placeholder: null });
      expect((await read(top.id)).json().replies_count).toBe(1);
      expect((await remove(second.id, cook.token)).statusCode).toBe(200);
      expect((await read(top.id)).statusCode).toBe(404);
      const rows = await ctx.db.db
        .selectFrom('community_comments')
        .select('id')
        .where('id', '=', String(top.id))
        .execute();
      expect(rows).toEqual([]);
    });

    it('ends consistent when the author deletes as a reply arrives, or two last replies go at once', async () => {
      const [cook, fan] = [await member(), await member()];
      for (let round = 0; round < 3; round++) {
        const top = await posted(cook.token, { recipe: 'race-dish', text: `race ${round}` });
        const [deleted, reply] = await Promise.all([
          remove(top.id, cook.token),
          write(fan.token, { parent: top.id, text: 'in time?' }),
        ]);
        expect(deleted.statusCode).toBe(200);
        const now = await read(top.id);
        if (reply.statusCode === 201) expect(now.json()).toMatchObject({ deleted: true, replies_count: 1 });
        else expect([reply.statusCode, now.statusCode]).toEqual([404, 404]);
      }
      const top = await posted(cook.token, { recipe: 'race-dish', text: 'two replies' });
      const replies = [
        await posted(fan.token, { parent: top.id, text: 'a' }),
        await posted(fan.token, { parent: top.id, text: 'b' }),
      ];
      await remove(top.id, cook.token);
      const results = await Promise.all(replies.map((reply) => remove(reply.id, fan.token)));
      expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
      expect((await read(top.id)).statusCode).toBe(404);
    });
  });

  describe('blocks', () => {
    it('hides a blocked member’s comments from the blocker, and the blocker’s from them, in every list', async () => {
      const [blocker, blocked, bystander] = [await member(), await member(), await member()];
      const mine = await posted(blocker.token, { recipe: 'blocked-dish', text: 'Blocker top' });
      const theirs = await posted(blocked.token, { recipe: 'blocked-dish', text: 'Blocked top' });
      const theirReply = await posted(blocked.token, { parent: mine.id, text: 'Blocked reply' });
      await posted(bystander.token, { parent: mine.id, text: 'Bystander reply' });
      // A deleted comment whose only reply is the blocked member's.
      const lonely = await posted(bystander.token, { recipe: 'blocked-dish', text: 'Lonely' });
      await posted(blocked.token, { parent: lonely.id, text: 'Only reply' });
      await remove(lonely.id, bystander.token);
      const post = (await publishPost(ctx.app, blocker.token, 'blocked-dish')).json().uuid as string;
      await posted(bystander.token, { post, text: 'On the blocker’s post' });

      await block(blocker.token, blocked.id);

      expect(await texts({ recipe: 'blocked-dish' }, blocker.token)).toEqual(['Blocker top']);
      expect(await texts({ recipe: 'blocked-dish' }, blocked.token)).toEqual(['', 'Blocked top']);
      expect(await texts({ recipe: 'blocked-dish' }, bystander.token)).toEqual(['', 'Blocked top', 'Blocker top']);
      expect(await texts({ recipe: 'blocked-dish' })).toEqual(['', 'Blocked top', 'Blocker top']);
      expect(await texts({ parent: mine.id }, blocker.token)).toEqual(['Bystander reply']);
      expect((await read(mine.id, blocker.token)).json().replies_count).toBe(1);
      expect((await read(mine.id, bystander.token)).json().replies_count).toBe(2);
      expect(await texts({ from_user__user_id: blocked.id }, blocker.token)).toEqual([]);
      expect(await texts({ from_user__user_id: blocker.id }, blocked.token)).toEqual([]);
      expect(await texts({ from_user__user_id: blocked.id }, bystander.token)).toHaveLength(3);
      expect(await texts({ post }, blocked.token)).toEqual([]);
      expect(await texts({ post }, bystander.token)).toEqual(['On the blocker’s post']);
      for (const [id, token] of [
        [theirs.id, blocker.token],
        [theirReply.id, blocker.token],
        [lonely.id, blocker.token],
        [mine.id, blocked.token],
      ] as const)
        expect((await read(id, token)).statusCode).toBe(404);
      expect((await read(theirs.id, bystander.token)).statusCode).toBe(200);

      // Neither may answer the other, nor comment under the other's post.
      const before = await rowCount();
      expectRefused(await write(blocked.token, { parent: mine.id, text: 'Let me in' }), 403, 'parent');
      expectRefused(await write(blocker.token, { parent: theirs.id, text: 'Nor me' }), 403, 'parent');
      expectRefused(await write(blocked.token, { post, text: 'Nor here' }), 403, 'post');
      expect(await rowCount()).toBe(before);
      // A bystander's thread under the blocker's post stays closed to the blocked member too.
      const bystanders = (await list({ post }, bystander.token)).results[0];
      expectRefused(await write(blocked.token, { parent: bystanders!.id, text: 'Sneaky' }), 403, 'parent');
    });

    it('hides the replies in the thread of a member blocked either way, by parent, one by one and by author', async () => {
      const [blocker, blocked, bystander] = [await member(), await member(), await member()];
      const thread = await posted(blocker.token, { recipe: 'blocked-dish', text: 'Blocker thread' });
      const reply = await posted(bystander.token, { parent: thread.id, text: 'Reply in the thread' });
      await block(blocker.token, blocked.id);

      expect(await texts({ parent: thread.id }, blocked.token)).toEqual([]);
      expect((await read(reply.id, blocked.token)).statusCode).toBe(404);
      expect(await texts({ from_user__user_id: bystander.id }, blocked.token)).toEqual([]);
      // Others still read the thread.
      expect(await texts({ parent: thread.id }, bystander.token)).toEqual(['Reply in the thread']);
      expect(await texts({ parent: thread.id })).toEqual(['Reply in the thread']);
      expect((await read(reply.id, blocker.token)).statusCode).toBe(200);
    });
  });
});
