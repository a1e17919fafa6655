import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { addBlock } from '../../../server/repositories/blocks';
import { insertUser } from '../../../server/repositories/users';
import { routeTo } from '../../../src/core/locales/routes';
import { LIKES_PER_HOUR } from '../../../server/routes/community-reactions';
import { CHALLENGE_WIN_LIKES } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp } from '../members';
import { confirmedMember, publishPost, react } from '../posts';

const BASE = '/v1/community';
const MEMBERS = 60;

describe.each(ENGINES)('likes and the challenge, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let author: Awaited<ReturnType<typeof confirmedMember>>;
  let fan: Awaited<ReturnType<typeof confirmedMember>>;

  const newPost = async (token = author.token, title = 'My version') =>
    (await publishPost(ctx.app, token, 'tarte', { title })).json().uuid as string;
  const readPost = async (uuid: string, token?: string) =>
    (await ctx.app.inject({ url: `${BASE}/posts/${uuid}`, headers: token ? auth(token) : {} })).json();
  const newComment = async (values: { deleted?: boolean; authorId?: string } = {}) => {
    const uuid = randomUUID();
    await ctx.db.db
      .insertInto('community_comments')
      .values({
        uuid,
        author_id: values.authorId ?? author.id,
        recipe_id: 'tarte',
        language: 'en',
        type: 'comment',
        text: 'So good',
        deleted_at: values.deleted ? new Date() : null,
      })
      .execute();
    return uuid;
  };
  const challengeMails = () =>
    ctx.db.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'challengeWon')
      .execute();

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('tarte')]);
    author = await confirmedMember(ctx.app);
    fan = await confirmedMember(ctx.app);
  });
  afterAll(() => ctx.close());

  it('likes a post once however often it is sent, shows it to the liker, and takes it back', async () => {
    const uuid = await newPost();
    const like = await react(ctx.app, fan.token, { post: uuid });
    expect(like.statusCode, like.body).toBe(200);
    expect(like.json()).toEqual({ reaction_type: 'like', post: uuid, likes_count: 1, is_challenge_winner: false });
    expect((await react(ctx.app, fan.token, { post: uuid })).json().likes_count).toBe(1);
    expect(await readPost(uuid, fan.token)).toMatchObject({ likes_count: 1, user_reaction: 'like' });
    expect(await readPost(uuid, author.token)).toMatchObject({ likes_count: 1, user_reaction: null });
    expect(await readPost(uuid)).toMatchObject({ likes_count: 1, user_reaction: null });
    const unlike = await react(ctx.app, fan.token, { post: uuid }, false);
    expect(unlike.json()).toEqual({ reaction_type: null, post: uuid, likes_count: 0, is_challenge_winner: false });
    expect((await react(ctx.app, fan.token, { post: uuid }, false)).json().likes_count).toBe(0);
    expect(await readPost(uuid, fan.token)).toMatchObject({ likes_count: 0, user_reaction: null });
  });

  it('likes a comment, idempotently, and takes it back', async () => {
    // Written by a third member: nobody likes their own comment.
    const comment = await newComment({ authorId: (await confirmedMember(ctx.app)).id });
    expect((await react(ctx.app, fan.token, { comment })).json()).toEqual({
      reaction_type: 'like',
      comment,
      likes_count: 1,
    });
    expect((await react(ctx.app, author.token, { comment })).json().likes_count).toBe(2);
    expect((await react(ctx.app, author.token, { comment })).json().likes_count).toBe(2);
    expect((await react(ctx.app, author.token, { comment }, false)).json().likes_count).toBe(1);
  });

  it('refuses anonymous callers (401) and unconfirmed addresses (403, errno 121)', async () => {
    const uuid = await newPost();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/likes`,
      payload: { reaction_type: 'like', post: uuid },
    });
    expect(anonymous.statusCode).toBe(401);
    const unconfirmed = await signUp(ctx.app);
    const refused = await react(ctx.app, unconfirmed.token, { post: uuid });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errno: 121 });
    expect((await readPost(uuid)).likes_count).toBe(0);
  });

  it('needs exactly one target (400 naming the field), an existing one (404), not a deleted comment', async () => {
    const uuid = await newPost();
    const none = await react(ctx.app, fan.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ name: 'post' });
    const both = await react(ctx.app, fan.token, { post: uuid, comment: await newComment() });
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0]).toMatchObject({ name: 'comment' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/likes`,
      headers: auth(fan.token),
      payload: { reaction_type: 'love', post: uuid },
    });
    expect(bad.statusCode).toBe(400);
    expect((await react(ctx.app, fan.token, { post: randomUUID() })).statusCode).toBe(404);
    expect((await react(ctx.app, fan.token, { comment: randomUUID() })).statusCode).toBe(404);
    expect((await react(ctx.app, fan.token, { comment: await newComment({ deleted: true }) })).statusCode).toBe(404);
    expect((await readPost(uuid)).likes_count).toBe(0);
  });

  it('refuses a like across a block, either way (403)', async () => {
    const blocker = await confirmedMember(ctx.app);
    const blocked = await confirmedMember(ctx.app);
    await addBlock(ctx.db.db, blocker.id, blocked.id);
    const blockersPost = await newPost(blocker.token);
    const blockedPost = await newPost(blocked.token);
    expect((await react(ctx.app, blocked.token, { post: blockersPost })).statusCode).toBe(403);
    expect((await react(ctx.app, blocker.token, { post: blockedPost })).statusCode).toBe(403);
    const comment = await newComment({ authorId: blocker.id });
    expect((await react(ctx.app, blocked.token, { comment })).statusCode).toBe(403);
    expect((await react(ctx.app, fan.token, { post: blockersPost })).statusCode).toBe(200);
    expect((await readPost(blockersPost)).likes_count).toBe(1);
  });

  it('refuses a like of a comment under the post or in the thread of a member blocked either way (403)', async () => {
    const blocker = await confirmedMember(ctx.app);
    const blocked = await confirmedMember(ctx.app);
    const blockersPost = await newPost(blocker.token);
    await addBlock(ctx.db.db, blocker.id, blocked.id);
    const insert = (values: { post_id?: string; parent_id?: string; author_id: string }) =>
      ctx.db.db
        .insertInto('community_comments')
        .values({
          uuid: randomUUID(),
          recipe_id: values.post_id ? null : 'tarte',
          language: 'en',
          type: 'comment',
          text: 'Looks great',
          ...values,
        })
        .returning(['id', 'uuid'])
        .executeTakeFirstOrThrow();
    // A bystander's comment under the blocker's post, and a bystander's reply in the blocker's thread.
    const onPost = await insert({ post_id: blockersPost, author_id: fan.id });
    const thread = await insert({ author_id: blocker.id });
    const reply = await insert({ parent_id: thread.id, author_id: fan.id });
    for (const comment of [onPost.uuid, reply.uuid]) {
      const res = await react(ctx.app, blocked.token, { comment });
      expect(res.statusCode, res.body).toBe(403);
    }
    const likes = await ctx.db.db
      .selectFrom('comment_likes')
      .select('comment_id')
      .where('user_id', '=', blocked.id)
      .execute();
    expect(likes).toEqual([]);
    expect((await react(ctx.app, author.token, { comment: reply.uuid })).statusCode).toBe(200);
  });

  it(`limits the likes a member gives in an hour to ${LIKES_PER_HOUR} (429), whatever the target`, async () => {
    const busy = await confirmedMember(ctx.app);
    const uuid = await newPost();
    for (let i = 0; i < LIKES_PER_HOUR; i++) {
      const res = await react(ctx.app, busy.token, { post: uuid }, i % 2 === 0);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await react(ctx.app, busy.token, { comment: await newComment() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errno: 117 });
    expect((await react(ctx.app, fan.token, { post: uuid })).statusCode).toBe(200);
  }, 60_000);

  it(`makes a post the winner exactly once when ${MEMBERS} members like it at the same moment, and mails its author once`, async () => {
    const uuid = await newPost(author.token, 'Tarte du dimanche');
    const members: Awaited<ReturnType<typeof confirmedMember>>[] = [];
    // Sign-ups in small batches: each hashes a password.
    for (let i = 0; i < MEMBERS; i += 10)
      members.push(...(await Promise.all(Array.from({ length: 10 }, () => confirmedMember(ctx.app)))));
    const answers = await Promise.all(members.map((member) => react(ctx.app, member.token, { post: uuid })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(MEMBERS).fill(200));
    const counts = answers.map((res) => res.json().likes_count as number).sort((a, b) => a - b);
    // Each like counted the ones committed before it, under the post's lock: 1, 2, … 60.
    expect(counts).toEqual(Array.from({ length: MEMBERS }, (_, i) => i + 1));
    expect(answers.filter((res) => res.json().is_challenge_winner).length).toBe(MEMBERS - CHALLENGE_WIN_LIKES + 1);
    const won = await readPost(uuid);
    expect(won).toMatchObject({ likes_count: MEMBERS, is_challenge_winner: true });
    expect(won.challenge_id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await ctx.db.db
      .selectFrom('community_posts')
      .select(['challenge_id', 'won_at'])
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.won_at).not.toBeNull();
    const mails = await challengeMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(author.email);
    expect(mails[0]!.subject).toBe('Congratulations, your re-creation won the challenge!');
    expect(mails[0]!.text_body).toContain('"Tarte du dimanche"');
    expect(mails[0]!.text_body).toContain(`${PUBLIC_URL}${routeTo('en-us', 'communityPost', { uuid })}`);

    // Taken back below the threshold, the likes leave the win where it is; liked again, no second mail.
    const leaving = members.slice(0, 15);
    for (const member of leaving) await react(ctx.app, member.token, { post: uuid }, false);
    expect(await readPost(uuid)).toMatchObject({
      likes_count: MEMBERS - 15,
      is_challenge_winner: true,
      challenge_id: won.challenge_id,
    });
    await Promise.all(leaving.map((member) => react(ctx.app, member.token, { post: uuid })));
    expect(await readPost(uuid)).toMatchObject({ likes_count: MEMBERS, challenge_id: won.challenge_id });
    expect(await challengeMails()).toHaveLength(1);
  }, 120_000);

  it('writes the challenge mail in the author’s chosen language', async () => {
    const french = await confirmedMember(ctx.app);
    await ctx.db.db.updateTable('users').set({ chosen_lang: 'fr' }).where('id', '=', french.id).execute();
    const uuid = await newPost(french.token, 'Mon gratin');
    const likers = await Promise.all(
      Array.from({ length: CHALLENGE_WIN_LIKES - 1 }, (_, i) =>
        insertUser(ctx.db.db, { email: `liker${i}-${Date.now()}@example.com`, email_validated_at: new Date() }),
      ),
    );
    await ctx.db.db
      .insertInto('post_likes')
      .values(likers.map(({ id }) => ({ post_id: uuid, user_id: id })))
      .execute();
    const winning = await react(ctx.app, fan.token, { post: uuid });
    expect(winning.json()).toMatchObject({ likes_count: CHALLENGE_WIN_LIKES, is_challenge_winner: true });
    const mail = (await challengeMails()).find((m) => m.to_address === french.email)!;
    expect(mail.subject).toBe('Bravo, ta réalisation a gagné le défi !');
    expect(mail.text_body).toContain('« Mon gratin »');
    expect(mail.text_body).toContain(`${PUBLIC_URL}${routeTo('fr', 'communityPost', { uuid })}`);
  });
});
