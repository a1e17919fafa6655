import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';

describe.each(ENGINES)('recipe view counts on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('viewed-once'), contentRecipe('viewed-together')]);
  });
  afterAll(() => ctx.close());

  const view = (token: string, id: string) =>
    ctx.app.inject({ method: 'PUT', url: `/v1/views/recipes/${id}`, headers: auth(token) });
  const viewCount = async (id: string) =>
    Number(
      (
        await ctx.db.db
          .selectFrom('recipes')
          .select('view_count')
          .where('id', '=', id)
          .where('language', '=', 'fr')
          .executeTakeFirstOrThrow()
      ).view_count,
    );

  it("counts a member's views of a recipe once a day, each member apart, while the history moves on", async () => {
    const [ana, bob] = [await signUp(ctx.app), await signUp(ctx.app)];
    for (let i = 0; i < 3; i++) expect((await view(ana.token, 'viewed-once')).statusCode).toBe(200);
    expect(await viewCount('viewed-once')).toBe(1);
    const before = (await ctx.app.inject({ url: '/v1/views/recipes', headers: auth(ana.token) })).json().data[0]
      .last_view;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await view(ana.token, 'viewed-once');
    expect(
      (await ctx.app.inject({ url: '/v1/views/recipes', headers: auth(ana.token) })).json().data[0].last_view > before,
    ).toBe(true);
    await view(bob.token, 'viewed-once');
    expect(await viewCount('viewed-once')).toBe(2);
    // The next day, Ana's view counts again.
    await ctx.db.db
      .updateTable('recipe_views')
      .set({ counted_on: '2020-01-01' })
      .where('recipe_id', '=', 'viewed-once')
      .execute();
    await view(ana.token, 'viewed-once');
    expect(await viewCount('viewed-once')).toBe(3);
  });

  it('counts one of many simultaneous views by the same member', async () => {
    const member = await signUp(ctx.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => view(member.token, 'viewed-together')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await viewCount('viewed-together')).toBe(1);
  });
});
