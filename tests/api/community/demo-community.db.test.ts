import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSTS, seedDemoCommunity } from '../../../server/seed/demo-community';
import { seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { readContentRecipes } from '../../../server/seed/content-recipes';
import { seedRecipes } from '../../../server/seed/seed';
import { ENGINES, testApp } from '../engines';

const CONTENT = path.resolve(__dirname, '../../../content');

describe.each(ENGINES)('the demo community, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    const wanted = new Set(DEMO_POSTS.map((post) => post.recipe));
    await seedRecipes(
      ctx.db.db,
      readContentRecipes(CONTENT).filter((recipe) => wanted.has(recipe.en.id)),
    );
  });
  afterAll(() => ctx.close());

  it('gives the demo profiles their re-creations once, with photos and likes among themselves', async () => {
    expect(await seedDemoCommunity(ctx.db.db, ctx.app.images)).toBe(0);
    await seedDemoProfiles(ctx.db.db);
    expect(await seedDemoCommunity(ctx.db.db, ctx.app.images)).toBe(DEMO_POSTS.length);
    expect(await seedDemoCommunity(ctx.db.db, ctx.app.images)).toBe(0);

    const page = (await ctx.app.inject('/v1/community/posts?page_size=50')).json();
    expect(page.results.map((post: { title: string }) => post.title)).toEqual(DEMO_POSTS.map((post) => post.title));
    for (const post of page.results) {
      expect(post.likes_count).toBe(2);
      expect(post.comments_count).toBe(1);
      expect(post.attachments).toHaveLength(1);
      const picture = await ctx.app.inject(new URL(post.attachments[0].media_thumbnail).pathname);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    }
    const recipe = (await ctx.app.inject('/v1/buckets/fr/collections/recipes/records/tarte-tatin')).json().data;
    expect(recipe).toMatchObject({ posts_count: 1, ratings_count: 2, rating_average: 4.5 });
  });
});
