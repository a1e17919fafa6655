import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { confirmedMember, publishPost, react } from '../posts';

/**
 * Issue 38: a member's own work earns nothing from its author (no like of their own post or
 * comment, no rating of their own recipe), and a block covers the blocker's own published recipe
 * (no comment, reply or rating from the member they block).
 */
describe.each(ENGINES)('own work and blocks on a member’s recipe, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let cook: Awaited<ReturnType<typeof confirmedMember>>;

  const rate = (token: string, recipe: string, method: 'POST' | 'PATCH' = 'POST') =>
    ctx.app.inject({
      method,
      url: '/v1/community/rating',
      headers: auth(token),
      payload: { recipe, stars: 5, reasons: ['tasty'] },
    });
  const comment = (token: string, target: { recipe?: string; parent?: number }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/community/generic-comments',
      headers: auth(token),
      payload: { ...target, text: 'Lovely' },
    });
  const block = (token: string, user: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/community/user_block', headers: auth(token), payload: { user } });

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('cooks-dish'), contentRecipe('house-dish')]);
    cook = await confirmedMember(ctx.app);
    // A member's published recipe: the catalogue row names its author.
    await ctx.db.db.updateTable('recipes').set({ author_id: cook.id }).where('id', '=', 'cooks-dish').execute();
  });
  afterAll(() => ctx.close());

  it('refuses a like of one’s own post, which then never counts toward the challenge', async () => {
    const post = (await publishPost(ctx.app, cook.token, 'house-dish')).json().uuid as string;
    const own = await react(ctx.app, cook.token, { post });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      errno: 121,
      details: [{ name: 'post', description: 'You cannot like your own post' }],
    });
    const fan = await confirmedMember(ctx.app);
    expect((await react(ctx.app, fan.token, { post })).json()).toMatchObject({ likes_count: 1 });
    // Taking back a like answers as ever.
    expect((await react(ctx.app, cook.token, { post }, false)).statusCode).toBe(200);
  });

  it('refuses a like of one’s own comment', async () => {
    const mine = (await comment(cook.token, { recipe: 'house-dish' })).json();
    const own = await react(ctx.app, cook.token, { comment: mine.uuid as string });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      details: [{ name: 'comment', description: 'You cannot like your own comment' }],
    });
  });

  it('refuses its author’s rating of their own recipe, POST and PATCH, and counts nothing', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const own = await rate(cook.token, 'cooks-dish', method);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({
        errno: 121,
        details: [{ name: 'recipe', description: 'You cannot rate your own recipe' }],
      });
    }
    const row = await ctx.db.db
      .selectFrom('recipes')
      .select('ratings_count')
      .where('id', '=', 'cooks-dish')
      .executeTakeFirstOrThrow();
    expect(row.ratings_count).toBe(0);
    // Miamo's own recipes have no member author: the cook rates them like anyone.
    expect((await rate(cook.token, 'house-dish')).statusCode).toBe(201);
  });

  it('refuses the comment, reply and rating of a member the recipe’s author blocks, and theirs on the blocked', async () => {
    const blocked = await confirmedMember(ctx.app);
    const thread = (await comment(cook.token, { recipe: 'cooks-dish' })).json();
    // Rated before the block: the change is refused too.
    expect((await rate(blocked.token, 'cooks-dish')).statusCode).toBe(201);
    expect((await block(cook.token, blocked.id)).statusCode).toBeLessThan(300);

    const refused = [
      await comment(blocked.token, { recipe: 'cooks-dish' }),
      await comment(blocked.token, { parent: thread.id as number }),
      await rate(blocked.token, 'cooks-dish', 'PATCH'),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403]);
    expect(refused.map((res) => res.json().details[0].name)).toEqual(['recipe', 'parent', 'recipe']);
    const comments = await ctx.db.db
      .selectFrom('community_comments')
      .select('id')
      .where('author_id', '=', blocked.id)
      .execute();
    expect(comments).toEqual([]);

    // A stranger still comments and rates; a new rating from the blocked member stays refused.
    const stranger = await confirmedMember(ctx.app);
    expect((await comment(stranger.token, { recipe: 'cooks-dish' })).statusCode).toBe(201);
    expect((await rate(stranger.token, 'cooks-dish')).statusCode).toBe(201);
    const another = await confirmedMember(ctx.app);
    expect((await block(cook.token, another.id)).statusCode).toBeLessThan(300);
    expect((await rate(another.token, 'cooks-dish')).statusCode).toBe(403);
  });

  it('refuses the blocker’s comment and rating on a recipe of the member they block', async () => {
    const writer = await confirmedMember(ctx.app);
    const id = `writers-dish-${randomUUID().slice(0, 8)}`;
    await seedRecipes(ctx.db.db, [contentRecipe(id)]);
    await ctx.db.db.updateTable('recipes').set({ author_id: writer.id }).where('id', '=', id).execute();
    const blocker = await confirmedMember(ctx.app);
    expect((await block(blocker.token, writer.id)).statusCode).toBeLessThan(300);
    expect((await comment(blocker.token, { recipe: id })).statusCode).toBe(403);
    expect((await rate(blocker.token, id)).statusCode).toBe(403);
  });
});
