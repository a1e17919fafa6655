import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECIPES, DEMO_TESTER, seedDemoRecipes } from '../../../server/seed/demo-recipes';
import { DEMO_PROFILES, demoEmail, seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { readContentRecipes } from '../../../server/seed/content-recipes';
import { seedIfEmpty, seedRecipes } from '../../../server/seed/seed';
import { QUESTIONNAIRES_PER_HOUR } from '../../../server/routes/creators';
import { CREATOR_TERMS_VERSION } from '../../../src/core/rules';
import { ENGINES, testApp } from '../engines';
import { auth, signUp, validateEmail } from '../members';
import { memberWithRole } from '../staff';

const CONTENT = path.resolve(__dirname, '../../../content');

interface Page<Item> {
  results: Item[];
  next: string | null;
}
interface Creator {
  id: string;
  username: string;
  first_name: string;
  authored_recipes_count: number;
  followers_count: number;
  biography: string;
}
interface CookingTest {
  id: string;
  stage: string;
  tester: { id: string };
  recipe: { uuid: string; status: string; author: { id: string }; reports_count: number };
}

const ANSWERS = {
  cooking_level: 'home-cook',
  cooking_frequency: 'weekly',
  specialities: '  Curries and flatbreads ',
  favourite_universe: 'daily',
  social_link: '   ',
  motivation: 'I want to share my grandmother’s recipes.',
};

describe.each(ENGINES)('creators, their terms and questionnaire, cooking tests on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let moderator: { token: string };
  let staff: { token: string };
  let recipeIds: string[];

  beforeAll(async () => {
    ctx = await testApp(engine);
    const recipes = readContentRecipes(CONTENT).slice(0, 3);
    await seedRecipes(ctx.db.db, recipes);
    recipeIds = recipes.map((recipe) => recipe.en.id);
    moderator = await memberWithRole(ctx, 'moderator');
    staff = await memberWithRole(ctx, 'staff');
  });
  afterAll(() => ctx.close());

  const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? auth(token) : {} });
  const send = (method: 'POST' | 'PATCH', url: string, token: string | undefined, payload: object) =>
    ctx.app.inject({ method, url, headers: token ? auth(token) : {}, payload });
  const detailNames = (body: string) =>
    (JSON.parse(body) as { details: { name: string }[] }).details.map((detail) => detail.name);

  /** A confirmed member with a token and id, with a username and badges set straight in the database. */
  async function member(profile: { username?: string; user_types?: string[]; first_name?: string } = {}) {
    const { email, token } = await signUp(ctx.app);
    await validateEmail(ctx.app, email, token);
    const { id } = (await get('/v1/profile', token)).json().data as { id: string };
    if (Object.keys(profile).length) await ctx.db.db.updateTable('users').set(profile).where('id', '=', id).execute();
    return { email, token, id };
  }

  /** Makes the member the author of these catalogue recipes (every language row of each). */
  const authorRecipes = (authorId: string, ids: string[]) =>
    ctx.db.db.updateTable('recipes').set({ author_id: authorId }).where('id', 'in', ids).execute();

  /** A member's community recipe in a status, straight in the database (its own tests write them). */
  async function communityRecipe(authorId: string, status: string) {
    const id = randomUUID();
    await ctx.db.db
      .insertInto('community_recipes')
      .values({
        id,
        author_id: authorId,
        language: 'fr',
        title: 'Tarte du dimanche',
        status,
        submitted_at: status === 'created' ? null : new Date(),
      })
      .execute();
    return id;
  }

  describe('the creators list', () => {
    it('is empty while no member has the badge or a published recipe', async () => {
      await member({ username: 'just_a_member' });
      const res = await get('/v1/creators');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ results: [], next: null });
    });

    it('lists badge holders and authors, most recipes first, then by name; q filters; blocks hide', async () => {
      const badge = await member({ username: 'zoe_creator', user_types: ['creator'] });
      const one = await member({ username: 'Bruno.cuisine', first_name: 'Élodie' });
      const two = await member({ username: 'anna-two' });
      const named = await member({ username: 'alpha_creator', user_types: ['creator', 'tester'] });
      await ctx.db.db.updateTable('users').set({ show_full_name: true }).where('id', '=', one.id).execute();
      await authorRecipes(two.id, recipeIds.slice(0, 2));
      await authorRecipes(one.id, recipeIds.slice(2, 3));
      await send('POST', '/v1/community/user_follow', badge.token, { user: two.id });

      const list = (await get('/v1/creators')).json() as Page<Creator>;
      expect(list.results.map((creator) => creator.username)).toEqual([
        'anna-two',
        'Bruno.cuisine',
        'alpha_creator',
        'zoe_creator',
      ]);
      expect(list.results[0]).toMatchObject({ id: two.id, authored_recipes_count: 2, followers_count: 1 });
      expect(list.results[1]).toMatchObject({ authored_recipes_count: 1, first_name: 'Élodie' });
      expect(list.results[3]).toMatchObject({ authored_recipes_count: 0, followers_count: 0 });

      // One at a time, the `next` links walk the same order.
      const walked: string[] = [];
      let url: string | null = '/v1/creators?page_size=1';
      while (url) {
        const page = (await get(url)).json() as Page<Creator>;
        walked.push(...page.results.map((creator) => creator.username));
        url = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
      }
      expect(walked).toEqual(list.results.map((creator) => creator.username));

      const search = async (q: string) =>
        ((await get(`/v1/creators?q=${encodeURIComponent(q)}`)).json() as Page<Creator>).results.map(
          (creator) => creator.username,
        );
      expect(await search('CREATOR')).toEqual(['alpha_creator', 'zoe_creator']);
      expect(await search('elodie')).toEqual(['Bruno.cuisine']);
      expect(await search('_creator')).toEqual(['alpha_creator', 'zoe_creator']);
      expect(await search('%')).toEqual([]);
      await ctx.db.db.updateTable('users').set({ show_full_name: false }).where('id', '=', one.id).execute();
      expect(await search('elodie')).toEqual([]);
      expect((await get(`/v1/creators?q=${'a'.repeat(81)}`)).statusCode).toBe(400);
      expect(detailNames((await get('/v1/creators?cursor=nope')).body)).toEqual(['cursor']);

      // A block, either way, hides the member from the other.
      expect((await send('POST', '/v1/community/user_block', badge.token, { user: named.id })).statusCode).toBe(201);
      const seenBy = async (token: string) =>
        ((await get('/v1/creators', token)).json() as Page<Creator>).results.map((creator) => creator.id);
      expect(await seenBy(badge.token)).not.toContain(named.id);
      expect(await seenBy(named.token)).not.toContain(badge.id);
      expect(await seenBy(two.token)).toEqual(expect.arrayContaining([named.id, badge.id]));
    });
  });

  describe('the creators terms', () => {
    it('tells anyone the version in force, and a member what they accepted', async () => {
      const empty = { version: CREATOR_TERMS_VERSION, accepted_version: null, accepted_time: null };
      const anonymous = await get('/v1/creators/terms');
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual(empty);
      const { token } = await member();
      expect((await get('/v1/creators/terms', token)).json()).toEqual(empty);
    });

    it('records the version in force once, and refuses another version with the one in force', async () => {
      const { token, id } = await member();
      expect((await send('POST', '/v1/creators/terms', undefined, { version: CREATOR_TERMS_VERSION })).statusCode).toBe(
        401,
      );
      const wrong = await send('POST', '/v1/creators/terms', token, { version: '2001-01' });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().details).toEqual([
        expect.objectContaining({ name: 'version', description: expect.stringContaining(CREATOR_TERMS_VERSION) }),
      ]);
      expect((await get('/v1/creators/terms', token)).json().accepted_version).toBeNull();

      const first = await send('POST', '/v1/creators/terms', token, { version: CREATOR_TERMS_VERSION });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ version: CREATOR_TERMS_VERSION, accepted_version: CREATOR_TERMS_VERSION });
      const acceptedTime = first.json().accepted_time as string;
      expect(Date.parse(acceptedTime)).toBeGreaterThan(Date.now() - 60_000);
      const again = await send('POST', '/v1/creators/terms', token, { version: CREATOR_TERMS_VERSION });
      expect(again.json().accepted_time).toBe(acceptedTime);
      expect((await get('/v1/creators/terms', token)).json().accepted_time).toBe(acceptedTime);
      const rows = await ctx.db.db
        .selectFrom('creator_terms_acceptances')
        .selectAll()
        .where('user_id', '=', id)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('the creators questionnaire', () => {
    it('stores checked answers, which moderators list newest first and others cannot', async () => {
      const { token, id } = await member({ username: 'quiz_taker' });
      const res = await send('POST', '/v1/creators/questionnaire', token, { answers: ANSWERS });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        member: { id, username: 'quiz_taker' },
        answers: {
          cooking_level: 'home-cook',
          cooking_frequency: 'weekly',
          specialities: 'Curries and flatbreads',
          favourite_universe: 'daily',
          motivation: ANSWERS.motivation,
        },
      });
      expect(res.json().answers).not.toHaveProperty('social_link');
      const second = await send('POST', '/v1/creators/questionnaire', token, {
        answers: { ...ANSWERS, social_link: 'https://example.com/me' },
      });
      expect(second.statusCode).toBe(201);

      const list = await get('/v1/creators/questionnaires', moderator.token);
      expect(list.statusCode).toBe(200);
      const ids = (list.json() as Page<{ id: string }>).results.map((row) => row.id);
      expect(ids.slice(0, 2)).toEqual([second.json().id, res.json().id]);
      expect((await get('/v1/creators/questionnaires', staff.token)).json()).toEqual(list.json());
      expect((await get('/v1/creators/questionnaires', token)).statusCode).toBe(403);
      expect((await get('/v1/creators/questionnaires')).statusCode).toBe(401);
    });

    it('refuses each wrong answer naming it, all at once, and writes nothing', async () => {
      const { token, id } = await member();
      const refused = async (answers: object) => {
        const res = await send('POST', '/v1/creators/questionnaire', token, { answers });
        expect(res.statusCode, res.body).toBe(400);
        return detailNames(res.body);
      };
      expect(await refused({ ...ANSWERS, motivation: undefined })).toEqual(['answers.motivation']);
      expect(await refused({ ...ANSWERS, specialities: ' \n ' })).toEqual(['answers.specialities']);
      expect(await refused({ ...ANSWERS, cooking_level: 'wizard' })).toEqual(['answers.cooking_level']);
      expect(await refused({ ...ANSWERS, motivation: 'Fun\u0000' })).toEqual(['answers.motivation']);
      expect(await refused({ ...ANSWERS, specialities: 'x'.repeat(1001) })).toEqual(['answers.specialities']);
      expect(await refused({ ...ANSWERS, favourite_colour: 'blue' })).toEqual(['favourite_colour']);
      expect(await refused({})).toEqual([
        'answers.cooking_level',
        'answers.cooking_frequency',
        'answers.specialities',
        'answers.favourite_universe',
        'answers.motivation',
      ]);
      const rows = await ctx.db.db
        .selectFrom('creator_questionnaires')
        .select('id')
        .where('user_id', '=', id)
        .execute();
      expect(rows).toEqual([]);
      expect((await send('POST', '/v1/creators/questionnaire', undefined, { answers: ANSWERS })).statusCode).toBe(401);
    });

    it('is limited per member and hour', async () => {
      const { token } = await member();
      for (let sent = 0; sent < QUESTIONNAIRES_PER_HOUR; sent++)
        expect((await send('POST', '/v1/creators/questionnaire', token, { answers: ANSWERS })).statusCode).toBe(201);
      expect((await send('POST', '/v1/creators/questionnaire', token, { answers: ANSWERS })).statusCode).toBe(429);
    });
  });

  describe('cooking tests', () => {
    it('lets moderators ask a tester, and the tester alone move the stage', async () => {
      const author = await member({ user_types: ['tester'] });
      const tester = await member({ user_types: ['tester'] });
      const other = await member();
      const recipe = await communityRecipe(author.id, 'submitted');
      await ctx.db.db
        .insertInto('community_reports')
        .values({
          id: randomUUID(),
          reporter_id: other.id,
          reported_user_id: author.id,
          recipe_id: recipe,
          language: 'fr',
          message: 'Copied',
        })
        .execute();
      const assign = (token: string, payload: object) => send('POST', '/v1/recipe-tests', token, payload);

      expect((await assign(other.token, { recipe, tester: tester.id })).statusCode).toBe(403);
      const created = await assign(moderator.token, { recipe, tester: tester.id });
      expect(created.statusCode, created.body).toBe(201);
      const test = created.json() as CookingTest;
      expect(test).toMatchObject({
        stage: 'to_plan',
        tester: { id: tester.id },
        recipe: { uuid: recipe, status: 'submitted', author: { id: author.id }, reports_count: 1 },
      });

      const again = await assign(moderator.token, { recipe, tester: tester.id });
      expect(again.statusCode).toBe(409);
      expect(detailNames(again.body)).toEqual(['tester']);
      for (const wrong of [other.id, author.id, randomUUID()]) {
        const res = await assign(moderator.token, { recipe, tester: wrong });
        expect(res.statusCode, res.body).toBe(400);
        expect(detailNames(res.body)).toEqual(['tester']);
      }
      expect((await assign(moderator.token, { recipe: randomUUID(), tester: tester.id })).statusCode).toBe(404);
      const draft = await communityRecipe(author.id, 'created');
      const notWaiting = await assign(moderator.token, { recipe: draft, tester: tester.id });
      expect(notWaiting.statusCode).toBe(409);
      expect(notWaiting.json()).toMatchObject({
        errno: 133,
        details: [{ location: 'body', name: 'status', description: 'The recipe is created' }],
      });
      const reported = await communityRecipe(author.id, 'reported');
      expect((await assign(staff.token, { recipe: reported, tester: tester.id })).statusCode).toBe(201);

      // The tester's list, newest first; nobody else's; a recipe's tests for moderators only.
      const mine = (await get('/v1/recipe-tests', tester.token)).json() as Page<CookingTest>;
      expect(mine.results.map((row) => row.recipe.uuid)).toEqual([reported, recipe]);
      expect(mine.results[1]!.recipe.reports_count).toBe(0);
      expect((await get('/v1/recipe-tests', other.token)).json()).toEqual({ results: [], next: null });
      expect((await get(`/v1/recipe-tests?recipe=${recipe}`, tester.token)).statusCode).toBe(403);
      const ofRecipe = (await get(`/v1/recipe-tests?recipe=${recipe}`, moderator.token)).json() as Page<CookingTest>;
      expect(ofRecipe.results.map((row) => row.id)).toEqual([test.id]);
      const paged = (await get('/v1/recipe-tests?page_size=1', tester.token)).json() as Page<CookingTest>;
      expect(paged.results).toHaveLength(1);
      expect(paged.next).toContain('cursor=');

      const move = (token: string, id: string, stage: string) =>
        send('PATCH', `/v1/recipe-tests/${id}`, token, { stage });
      for (const token of [other.token, moderator.token, author.token])
        expect((await move(token, test.id, 'success')).statusCode).toBe(404);
      expect((await move(tester.token, randomUUID(), 'success')).statusCode).toBe(404);
      expect((await move(tester.token, test.id, 'cooked')).statusCode).toBe(400);
      const moved = await move(tester.token, test.id, 'success');
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: test.id, stage: 'success', recipe: { reports_count: 0 } });
      const first = ((await get('/v1/recipe-tests', tester.token)).json() as Page<CookingTest>).results[0];
      expect(first).toMatchObject({ id: test.id, stage: 'success' });
    });
  });

  describe('profiles', () => {
    it('count the distinct published recipes a member wrote, with the newest one’s date', async () => {
      const writer = await member();
      const reader = await member();
      const profile = async (token: string) => (await get('/v1/profile', token)).json().data;
      const publicProfile = async (id: string) => (await get(`/v1/community/users/${id}`)).json();
      expect(await profile(writer.token)).toMatchObject({ authored_recipes_count: 0, last_recipe_creation_date: null });

      await authorRecipes(writer.id, recipeIds.slice(0, 2));
      // An unpublished recipe does not count.
      await ctx.db.db
        .updateTable('recipes')
        .set({ status: 'draft' })
        .where('id', '=', recipeIds[1]!)
        .where('language', '=', 'en')
        .execute();
      const [newest] = await ctx.db.db
        .selectFrom('recipes')
        .select('created_at')
        .where('author_id', '=', writer.id)
        .where('status', '=', 'published')
        .orderBy('created_at', 'desc')
        .limit(1)
        .execute();
      const expected = {
        authored_recipes_count: 2,
        last_recipe_creation_date: new Date(newest!.created_at).toISOString(),
      };
      expect(await profile(writer.token)).toMatchObject(expected);
      expect(await publicProfile(writer.id)).toMatchObject(expected);
      await ctx.db.db.updateTable('recipes').set({ status: 'draft' }).where('id', '=', recipeIds[1]!).execute();
      expect(await publicProfile(writer.id)).toMatchObject({ authored_recipes_count: 1 });
      expect(await profile(reader.token)).toMatchObject({ authored_recipes_count: 0, last_recipe_creation_date: null });
    });
  });
});

describe.each(ENGINES)('the demo recipes on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedIfEmpty(ctx.db.db, CONTENT);
  });
  afterAll(() => ctx.close());

  /** What the demo seed leaves: the recipes, the catalogue copies, badges and terms of the demo profiles. */
  async function demoState() {
    const db = ctx.db.db;
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'user_types'])
      .where(
        'email',
        'in',
        DEMO_PROFILES.map((profile) => demoEmail(profile.username)),
      )
      .orderBy('username')
      .execute();
    const ids = users.map((user) => user.id);
    const recipes = await db
      .selectFrom('community_recipes')
      .select(['id', 'title', 'status', 'published_slug', 'picture_key'])
      .where('author_id', 'in', ids)
      .orderBy('title')
      .execute();
    const catalogue = await db
      .selectFrom('recipes')
      .select(['id', 'language', 'author_id', 'status'])
      .where('author_id', 'in', ids)
      .orderBy('id')
      .execute();
    const terms = await db
      .selectFrom('creator_terms_acceptances')
      .select(['user_id', 'version', 'accepted_at'])
      .where('user_id', 'in', ids)
      .orderBy('user_id')
      .execute();
    return { users, recipes, catalogue, terms };
  }

  it('gives the demo creators three catalogue recipes and one in the queue, once', async () => {
    expect(await seedDemoRecipes(ctx.db.db, ctx.app.images)).toBe(0);
    await seedDemoProfiles(ctx.db.db);
    expect(await seedDemoRecipes(ctx.db.db, ctx.app.images)).toBe(DEMO_RECIPES.length);
    const seeded = await demoState();
    expect(await seedDemoRecipes(ctx.db.db, ctx.app.images)).toBe(0);
    expect(await demoState()).toEqual(seeded);

    const validated = DEMO_RECIPES.filter((recipe) => recipe.status === 'validated');
    expect(seeded.recipes.map((recipe) => [recipe.title, recipe.status])).toEqual(
      DEMO_RECIPES.map((recipe) => [recipe.title, recipe.status]).sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
    expect(new Set(seeded.catalogue.map((row) => row.id)).size).toBe(validated.length);
    expect(seeded.catalogue.every((row) => row.status === 'published')).toBe(true);
    const authors = new Set(DEMO_RECIPES.map((recipe) => recipe.username));
    for (const user of seeded.users) {
      if (authors.has(user.username)) expect(user.user_types).toContain('creator');
      if (user.username === DEMO_TESTER) expect(user.user_types).toContain('tester');
    }
    expect(seeded.terms.map((row) => row.version)).toEqual([...authors].map(() => CREATOR_TERMS_VERSION));

    // The creators list counts them, and the covers are served.
    const creators = ((await ctx.app.inject('/v1/creators')).json() as Page<Creator>).results;
    const count = (username: string) => validated.filter((recipe) => recipe.username === username).length;
    expect(creators.map((creator) => [creator.username, creator.authored_recipes_count])).toEqual(
      [...authors].map((username) => [username, count(username)]).sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    // Every one is complete, and the submitted one waits in the moderators' queue.
    const moderator = await memberWithRole(ctx, 'moderator');
    for (const recipe of seeded.recipes) {
      const res = await ctx.app.inject({ url: `/v1/moderation/recipes/${recipe.id}`, headers: auth(moderator.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().recipe.problems).toEqual([]);
    }
    const queue = (await ctx.app.inject({ url: '/v1/moderation/recipes', headers: auth(moderator.token) })).json();
    expect(queue.results.map((row: { title: string }) => row.title)).toEqual(
      DEMO_RECIPES.filter((recipe) => recipe.status === 'submitted').map((recipe) => recipe.title),
    );
    const cover = await ctx.app.inject(`/images/${seeded.recipes[0]!.picture_key}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
  });
});
