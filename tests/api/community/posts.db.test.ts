import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { purgeExpired } from '../../../server/jobs/purge';
import { addBlock } from '../../../server/repositories/blocks';
import { THUMBNAIL_SIDE } from '../../../server/images/thumbnail';
import { POSTS_PER_HOUR } from '../../../server/routes/community-posts';
import { PHOTO_UPLOAD } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp } from '../members';
import { confirmedMember, publishPost, uploadAttachment } from '../posts';
import { multipart } from '../uploads';

const BASE = '/v1/community';

describe.each(ENGINES)('re-creation posts and their photos, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let cook: Awaited<ReturnType<typeof confirmedMember>>;

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { ...(token ? auth(token) : {}), ...headers } });
  const post = (token: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/posts`, headers: { ...auth(token), ...headers }, payload });
  const photo = async (token: string) => {
    const res = await uploadAttachment(ctx.app, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().uuid as string;
  };
  const recipePostsCounts = async (id: string) =>
    (await ctx.db.db.selectFrom('recipes').select('posts_count').where('id', '=', id).execute()).map(
      (row) => row.posts_count,
    );
  const attachmentRow = (id: string) =>
    ctx.db.db.selectFrom('community_attachments').selectAll().where('id', '=', id).executeTakeFirst();
  const keyOf = (url: string) => new URL(url).pathname.replace(/^\/images\//, '');

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [
      contentRecipe('tarte'),
      contentRecipe('gratin'),
      contentRecipe('locked-dish', { access_mode: 'premium' }),
      contentRecipe('only-fr'),
    ]);
    // A recipe the catalogue has in French only.
    await ctx.db.db.deleteFrom('recipes').where('id', '=', 'only-fr').where('language', '!=', 'fr').execute();
    cook = await confirmedMember(ctx.app);
  });
  afterAll(() => ctx.close());

  describe('POST attachments', () => {
    it('stores a re-encoded photo and a thumbnail under unguessable keys, recorded as the member’s', async () => {
      const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c62828' } })
        .jpeg()
        .toBuffer();
      const res = await uploadAttachment(ctx.app, cook.token, big);
      expect(res.statusCode, res.body).toBe(201);
      const attachment = res.json();
      expect(attachment).toMatchObject({ width: 1200, height: 800 });
      expect(attachment.media).toMatch(new RegExp(`^${PUBLIC_URL}/images/community/${cook.id}/[0-9a-f-]{36}\\.jpg$`));
      expect(attachment.media_thumbnail).toMatch(
        new RegExp(`^${PUBLIC_URL}/images/community/${cook.id}/[0-9a-f-]{36}-thumb\\.jpg$`),
      );
      expect(attachment.media).not.toContain(attachment.uuid);
      const thumbnail = await ctx.app.images.get(keyOf(attachment.media_thumbnail));
      expect(await sharp(thumbnail!).metadata()).toMatchObject({ width: THUMBNAIL_SIDE, height: 267 });
      expect((await ctx.app.inject(new URL(attachment.media).pathname)).statusCode).toBe(200);
      const images = await ctx.db.db
        .selectFrom('images')
        .select(['key', 'owner_id', 'width'])
        .where('key', 'in', [keyOf(attachment.media), keyOf(attachment.media_thumbnail)])
        .orderBy('width', 'desc')
        .execute();
      expect(images).toEqual([
        { key: keyOf(attachment.media), owner_id: cook.id, width: 1200 },
        { key: keyOf(attachment.media_thumbnail), owner_id: cook.id, width: THUMBNAIL_SIDE },
      ]);
      expect(await attachmentRow(attachment.uuid)).toMatchObject({ owner_id: cook.id, post_id: null });
    });

    it('refuses anonymous callers (401) and unconfirmed addresses (403, errno 121)', async () => {
      const body = multipart(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      );
      const anonymous = await ctx.app.inject({ method: 'POST', url: `${BASE}/attachments`, ...body });
      expect(anonymous.statusCode).toBe(401);
      const unconfirmed = await signUp(ctx.app);
      const refused = await uploadAttachment(ctx.app, unconfirmed.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errno: 121 });
    });

    it('judges by the bytes (415 naming file), refuses more than 5 MB (413) and a body that is not multipart', async () => {
      const fake = await uploadAttachment(
        ctx.app,
        cook.token,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      );
      expect(fake.statusCode).toBe(415);
      expect(fake.json().details[0]).toMatchObject({ name: 'file' });
      const huge = await uploadAttachment(ctx.app, cook.token, Buffer.alloc(PHOTO_UPLOAD.maxBytes + 1, 1));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().details[0]).toMatchObject({ name: 'file' });
      const json = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/attachments`,
        headers: auth(cook.token),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('limits each member’s uploads per hour (429 naming file)', async () => {
      const busy = await confirmedMember(ctx.app);
      for (let i = 0; i < PHOTO_UPLOAD.perMemberPerHour; i++)
        expect((await uploadAttachment(ctx.app, busy.token)).statusCode).toBe(201);
      const refused = await uploadAttachment(ctx.app, busy.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().details[0]).toMatchObject({ name: 'file' });
      // Another member is not held back by this one.
      expect((await uploadAttachment(ctx.app, cook.token)).statusCode).toBe(201);
    });
  });

  describe('POST posts', () => {
    it('posts a re-creation with every field of the contract, photos in the order given', async () => {
      const cook = await confirmedMember(ctx.app);
      const photos = [await photo(cook.token), await photo(cook.token), await photo(cook.token)];
      const res = await post(cook.token, {
        title: 'Ma tarte',
        message: 'Un peu trop cuite',
        recipe: 'tarte',
        attachments: photos,
        locale: 'fr',
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        title: 'Ma tarte',
        message: 'Un peu trop cuite',
        user_reaction: null,
        is_challenge_winner: false,
        likes_count: 0,
        comments_count: 0,
        challenge_id: null,
        locale: 'fr',
        recipe: { id: 'tarte', language: 'fr', title: 'tarte (fr)', url_slug: 'tarte-fr' },
        from_user: { id: cook.id, user_id: cook.id, first_name: '', last_name: '' },
      });
      expect(created.attachments.map((a: { uuid: string }) => a.uuid)).toEqual(photos);
      expect(Date.now() - Date.parse(created.created_time)).toBeLessThan(60_000);
      expect((await get(`${BASE}/posts/${created.uuid}`)).json()).toEqual(created);
      for (const [position, id] of photos.entries())
        expect(await attachmentRow(id)).toMatchObject({ post_id: created.uuid, position });
    });

    it('takes the feed’s locale from Accept-Language when none is given, and names a recipe in any language', async () => {
      const cook = await confirmedMember(ctx.app);
      const res = await post(
        cook.token,
        { title: 'Nachgekocht', recipe: 'only-fr', attachments: [await photo(cook.token)] },
        { 'accept-language': 'de-DE,de;q=0.9' },
      );
      expect(res.statusCode, res.body).toBe(201);
      // The recipe has no German row: its French one stands in.
      expect(res.json()).toMatchObject({
        locale: 'de',
        message: '',
        recipe: { language: 'fr', title: 'only-fr (fr)' },
      });
      const locked = await post(cook.token, {
        title: 'Premium',
        recipe: 'locked-dish',
        attachments: [await photo(cook.token)],
      });
      expect(locked.statusCode, locked.body).toBe(201);
    });

    it('refuses anonymous callers (401) and unconfirmed addresses (403, errno 121)', async () => {
      const body = { title: 'x', recipe: 'tarte', attachments: [randomUUID()] };
      expect((await ctx.app.inject({ method: 'POST', url: `${BASE}/posts`, payload: body })).statusCode).toBe(401);
      const unconfirmed = await signUp(ctx.app);
      const refused = await post(unconfirmed.token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errno: 121 });
    });

    it('refuses, naming the field and writing nothing: unknown recipe, 0 or 5 photos, someone else’s, used or missing photo', async () => {
      const cook = await confirmedMember(ctx.app);
      const mine = await photo(cook.token);
      const refusals: [object, string][] = [
        [{ recipe: 'no-such-dish', attachments: [mine] }, 'recipe'],
        [{ recipe: 'tarte', attachments: [] }, 'attachments'],
        [
          { recipe: 'tarte', attachments: [mine, ...(await Promise.all([1, 2, 3, 4].map(() => photo(cook.token))))] },
          'attachments',
        ],
        [{ recipe: 'tarte', attachments: [mine, mine] }, 'attachments'],
        [{ recipe: 'tarte', attachments: [mine, randomUUID()] }, 'attachments'],
        [{ recipe: 'tarte', attachments: [mine, await photo((await confirmedMember(ctx.app)).token)] }, 'attachments'],
        [{ recipe: 'tarte', title: '   ', attachments: [mine] }, 'title'],
      ];
      const before = await recipePostsCounts('tarte');
      for (const [body, field] of refusals) {
        const res = await post(cook.token, { title: 'Refused', ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json().details), JSON.stringify(body)).toContain(`"${field}`);
      }
      expect(await attachmentRow(mine)).toMatchObject({ post_id: null });
      expect(await recipePostsCounts('tarte')).toEqual(before);
      // The photo is still free: a good post takes it, and then no other may.
      expect((await post(cook.token, { title: 'Taken', recipe: 'tarte', attachments: [mine] })).statusCode).toBe(201);
      const used = await post(cook.token, { title: 'Again', recipe: 'tarte', attachments: [mine] });
      expect(used.statusCode).toBe(400);
      expect(used.json().details[0]).toMatchObject({ name: 'attachments' });
    });

    it('refuses a NUL character in the title or the message with a 400 naming the field, writing nothing', async () => {
      const cook = await confirmedMember(ctx.app);
      const mine = await photo(cook.token);
      const before = await recipePostsCounts('tarte');
      for (const [body, field] of [
        [{ title: 'Tarte\u0000' }, 'title'],
        [{ message: 'Made it\u0000tonight' }, 'message'],
      ] as [object, string][]) {
        const res = await post(cook.token, { title: 'Refused', recipe: 'tarte', attachments: [mine], ...body });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().details[0]).toMatchObject({ name: field });
      }
      expect(await attachmentRow(mine)).toMatchObject({ post_id: null });
      expect(await recipePostsCounts('tarte')).toEqual(before);
    });

    it('gives a photo to one post only when two posts take it at the same moment', async () => {
      const cook = await confirmedMember(ctx.app);
      const shared = await photo(cook.token);
      const answers = await Promise.all(
        [1, 2, 3].map((n) => post(cook.token, { title: `Race ${n}`, recipe: 'gratin', attachments: [shared] })),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400]);
      expect(await recipePostsCounts('gratin')).toEqual(Array(6).fill(1));
    });

    it('limits each member’s posts per hour (429)', async () => {
      const busy = await confirmedMember(ctx.app);
      const body = { title: 'x', recipe: 'no-such-dish', attachments: [randomUUID()] };
      for (let i = 0; i < POSTS_PER_HOUR; i++) expect((await post(busy.token, body)).statusCode).toBe(400);
      expect((await post(busy.token, body)).statusCode).toBe(429);
    });
  });

  describe('GET posts', () => {
    let reader: Awaited<ReturnType<typeof confirmedMember>>;
    let author: Awaited<ReturnType<typeof confirmedMember>>;
    let mine: string[];

    beforeAll(async () => {
      reader = await confirmedMember(ctx.app);
      author = await confirmedMember(ctx.app);
      await ctx.app.inject({
        method: 'PATCH',
        url: '/v1/profile',
        headers: auth(author.token),
        payload: { data: { username: `author${Date.now()}`, show_full_name: true } },
      });
      mine = [];
      for (const [n, locale] of ['en-gb', 'fr', 'en-gb', 'it', 'en-gb'].entries()) {
        const res = await post(author.token, {
          title: `Post ${n}`,
          recipe: n === 3 ? 'gratin' : 'tarte',
          attachments: [await photo(author.token)],
          locale,
        });
        mine.unshift(res.json().uuid);
      }
    });

    const uuids = (res: { json: () => { results: { uuid: string }[] } }) => res.json().results.map((p) => p.uuid);

    it('pages newest first with an absolute next URL that keeps the filters, to the end', async () => {
      const first = await get(`${BASE}/posts?user=${author.id}&page_size=2`, reader.token);
      expect(first.statusCode).toBe(200);
      expect(uuids(first)).toEqual(mine.slice(0, 2));
      const next = new URL(first.json().next);
      expect(`${next.origin}${next.pathname}`).toBe(`${PUBLIC_URL}${BASE}/posts`);
      expect(next.searchParams.get('user')).toBe(author.id);
      const second = await get(`${next.pathname}${next.search}`, reader.token);
      expect(uuids(second)).toEqual(mine.slice(2, 4));
      const last = new URL(second.json().next);
      const third = await get(`${last.pathname}${last.search}`, reader.token);
      expect(uuids(third)).toEqual(mine.slice(4));
      expect(third.json().next).toBeNull();
      expect(first.json().results[0]).toMatchObject({
        from_user: { id: author.id, first_name: 'Ana', last_name: 'Lopez' },
        recipe: { language: 'en', title: 'tarte (en)' },
        locale: 'en-gb',
      });
    });

    it('filters by recipe, by author and by locale, and is open to anonymous readers', async () => {
      expect(uuids(await get(`${BASE}/posts?user=${author.id}&recipe=gratin`))).toEqual([mine[1]]);
      expect(uuids(await get(`${BASE}/posts?user=${author.id}&locale=en-gb`))).toEqual([mine[0], mine[2], mine[4]]);
      const all = await get(`${BASE}/posts?page_size=50`);
      expect(all.statusCode).toBe(200);
      expect(uuids(all)).toEqual(expect.arrayContaining(mine));
      expect(all.json().results.every((p: { user_reaction: unknown }) => p.user_reaction === null)).toBe(true);
    });

    it('refuses a cursor it did not hand out (400 naming cursor) and unknown filters', async () => {
      const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
      // A date JavaScript reads but the database cannot hold (there is no year 0 there).
      const yearZero = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', randomUUID()])).toString('base64url');
      for (const cursor of [forged, 'not-a-cursor', yearZero]) {
        const res = await get(`${BASE}/posts?cursor=${cursor}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0]).toMatchObject({ name: 'cursor' });
      }
      expect((await get(`${BASE}/posts?locale=xx`)).statusCode).toBe(400);
      expect((await get(`${BASE}/posts?page_size=51`)).statusCode).toBe(400);
    });

    it('answers 404 for an unknown post and 400 for an id that is no uuid', async () => {
      expect((await get(`${BASE}/posts/${randomUUID()}`)).statusCode).toBe(404);
      expect((await get(`${BASE}/posts/nope`)).statusCode).toBe(400);
    });

    it('counts the comments that are not deleted', async () => {
      const [target] = mine;
      const comment = (deleted: boolean) => ({
        uuid: randomUUID(),
        author_id: reader.id,
        post_id: target,
        language: 'en',
        type: 'comment',
        text: 'Nice',
        deleted_at: deleted ? new Date() : null,
      });
      await ctx.db.db
        .insertInto('community_comments')
        .values([comment(false), comment(true), comment(false)])
        .execute();
      expect((await get(`${BASE}/posts/${target}`)).json().comments_count).toBe(2);
    });

    it('hides the posts of a member blocked either way, in the list and one by one', async () => {
      const blocker = await confirmedMember(ctx.app);
      const theirs = (await publishPost(ctx.app, blocker.token, 'tarte')).json().uuid as string;
      await addBlock(ctx.db.db, blocker.id, author.id);
      const blockerSees = uuids(await get(`${BASE}/posts?page_size=50`, blocker.token));
      expect(blockerSees).toContain(theirs);
      expect(blockerSees).not.toContain(mine[0]);
      const authorSees = uuids(await get(`${BASE}/posts?page_size=50`, author.token));
      expect(authorSees).toContain(mine[0]);
      expect(authorSees).not.toContain(theirs);
      expect((await get(`${BASE}/posts/${mine[0]}`, blocker.token)).statusCode).toBe(404);
      expect((await get(`${BASE}/posts/${theirs}`, author.token)).statusCode).toBe(404);
      expect(uuids(await get(`${BASE}/posts?user=${author.id}`, blocker.token))).toEqual([]);
      expect((await get(`${BASE}/posts/${theirs}`, reader.token)).statusCode).toBe(200);
    });
  });

  describe('counts and DELETE', () => {
    it('keeps the recipe’s posts_count on every language row and the author’s on their profiles', async () => {
      const member = await confirmedMember(ctx.app);
      const profileCount = async () => [
        (await get('/v1/profile', member.token)).json().data.posts_count,
        (await get(`${BASE}/users/${member.id}`)).json().posts_count,
      ];
      expect(await profileCount()).toEqual([0, 0]);
      const before = (await recipePostsCounts('gratin'))[0];
      const first = (await publishPost(ctx.app, member.token, 'gratin', { photos: 2 })).json().uuid as string;
      await publishPost(ctx.app, member.token, 'gratin');
      expect(await recipePostsCounts('gratin')).toEqual(Array(6).fill(before! + 2));
      expect(await profileCount()).toEqual([2, 2]);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `${BASE}/posts/${first}`,
        headers: auth(member.token),
      });
      expect(del.statusCode).toBe(200);
      expect(await recipePostsCounts('gratin')).toEqual(Array(6).fill(before! + 1));
      expect(await profileCount()).toEqual([1, 1]);
    });

    it('lets only the author delete (401, 403, then 200 and the photos gone, then 404)', async () => {
      const owner = await confirmedMember(ctx.app);
      const other = await confirmedMember(ctx.app);
      const created = (await publishPost(ctx.app, owner.token, 'tarte', { photos: 2 })).json();
      await ctx.db.db.insertInto('post_likes').values({ post_id: created.uuid, user_id: other.id }).execute();
      const url = `${BASE}/posts/${created.uuid}`;
      expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      const forbidden = await ctx.app.inject({ method: 'DELETE', url, headers: auth(other.token) });
      expect(forbidden.statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(200);
      const keys = created.attachments.flatMap((a: { media: string; media_thumbnail: string }) => [
        keyOf(a.media),
        keyOf(a.media_thumbnail),
      ]);
      const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: auth(owner.token) });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ uuid: created.uuid, deleted: true });
      expect((await get(url)).statusCode).toBe(404);
      for (const key of keys) expect(await ctx.app.images.get(key)).toBeNull();
      expect(await ctx.db.db.selectFrom('images').select('key').where('key', 'in', keys).execute()).toEqual([]);
      expect(
        await ctx.db.db.selectFrom('post_likes').select('user_id').where('post_id', '=', created.uuid).execute(),
      ).toEqual([]);
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: auth(owner.token) })).statusCode).toBe(404);
    });
  });

  it('purges, with their files, the photos no post or comment took within a day, and only those', async () => {
    const member = await confirmedMember(ctx.app);
    const upload = async () => (await uploadAttachment(ctx.app, member.token)).json();
    const [stale, fresh, inPost, inComment] = [await upload(), await upload(), await upload(), await upload()];
    await post(member.token, { title: 'Kept', recipe: 'tarte', attachments: [inPost.uuid] });
    await ctx.db.db
      .insertInto('community_comments')
      .values({
        uuid: randomUUID(),
        author_id: member.id,
        recipe_id: 'tarte',
        language: 'en',
        type: 'comment',
        text: 'With a picture',
        attachment_id: inComment.uuid,
      })
      .execute();
    const old = new Date(Date.now() - 25 * 3_600_000);
    await ctx.db.db
      .updateTable('community_attachments')
      .set({ created_at: old })
      .where('id', 'in', [stale.uuid, inPost.uuid, inComment.uuid])
      .execute();
    const purged = await purgeExpired(ctx.db.db, ctx.app.images);
    expect(purged.attachmentFiles).toBe(2);
    expect(await attachmentRow(stale.uuid)).toBeUndefined();
    for (const key of [keyOf(stale.media), keyOf(stale.media_thumbnail)]) {
      expect(await ctx.app.images.get(key)).toBeNull();
      expect(
        await ctx.db.db.selectFrom('images').select('key').where('key', '=', key).executeTakeFirst(),
      ).toBeUndefined();
    }
    for (const kept of [fresh, inPost, inComment]) {
      expect(await attachmentRow(kept.uuid)).toBeDefined();
      expect(await ctx.app.images.get(keyOf(kept.media))).not.toBeNull();
    }
  });
});
