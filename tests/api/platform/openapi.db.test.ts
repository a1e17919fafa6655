import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOf } from '../../../src/core/locales/catalogues';
import { seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { seedWorkshops } from '../../../server/seed/seed-workshops';
import { seedProjects } from '../../../server/seed/seed-projects';
import { seedVideos } from '../../../server/seed/seed-videos';
import { seedDemoRecipes } from '../../../server/seed/demo-recipes';
import { readContentRecipes } from '../../../server/seed/content-recipes';
import { readContent, seedIfEmpty } from '../../../server/seed/seed';
import { offerWeeklyRecipes } from '../../../server/services/weekly-offers';
import { ENGINES, testApp } from '../engines';
import { auth, signUp, validateEmail } from '../members';
import { publishPost, react } from '../posts';
import { memberWithRole } from '../staff';
import { smallPicture, uploadPicture } from '../uploads';

const CONTENT = path.resolve(__dirname, '../../../content');

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** Problems the protocol imposes, each with its reason; any other problem fails the lint test. */
const ACCEPTED_PROBLEMS = [
  {
    ruleId: 'no-path-trailing-slash',
    pointer: '#/paths/~1v1~1',
    reason: "Kinto's server info is GET /v1/ (PROTOCOLS section 1.13), where Kinto clients read it",
  },
];

describe('the OpenAPI document', () => {
  it("passes the Redocly linter's recommended rules", async () => {
    const ctx = await testApp('pglite');
    try {
      const source = (await ctx.app.inject('/v1/openapi.json')).body;
      const config = await createConfig({ extends: ['recommended'] });
      const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
      const found = problems
        .map((problem) => ({
          ruleId: problem.ruleId,
          pointer: problem.location[0]?.pointer ?? '',
          text: `${problem.ruleId} (${problem.severity}) at ${problem.location[0]?.pointer}: ${problem.message}`,
        }))
        .filter(
          (problem) =>
            !ACCEPTED_PROBLEMS.some(
              (accepted) => accepted.ruleId === problem.ruleId && accepted.pointer === problem.pointer,
            ),
        );
      expect(found.map((problem) => problem.text)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

/**
 * GET routes this check does not call, each with its reason. Every other documented GET route
 * must be called with real data below: a new one fails the test until its path parameters are
 * filled (PATH_VALUES) or it is listed here.
 */
const NOT_CALLED: Record<string, string> = {};

interface Seeded {
  token: string;
  staffToken: string;
  memberId: string;
  followedId: string;
  recipeId: string;
  bookCode: string;
  shortcode: string;
  pageId: string;
  pictureKey: string;
  postId: string;
  commentId: string;
  communityRecipeId: string;
  workshopId: string;
  projectId: string;
  showId: string;
  episodeId: string;
  videoId: string;
  previewToken: string;
  shareToken: string;
}

/** The path parameters of each GET route, from the seeded data. */
const pathValues = (seeded: Seeded): Record<string, Record<string, string>> => ({
  '/v1/buckets/{bucket}/collections/recipes/records': { bucket: 'en-us' },
  '/v1/buckets/{bucket}/collections/recipes/records/{id}': { bucket: 'en-us', id: seeded.recipeId },
  '/v1/buckets/default/collections/saved-recipes/records/{recipeId}': { recipeId: seeded.recipeId },
  '/v1/community/users/{userId}': { userId: seeded.followedId },
  '/v1/community/users/{userId}/follower': { userId: seeded.followedId },
  '/v1/community/users/{userId}/following': { userId: seeded.memberId },
  '/v1/book-qrcodes/{uuid}': { uuid: seeded.bookCode },
  '/v1/plain-qrcodes/{shortcode}': { shortcode: seeded.shortcode },
  '/v1/pages/{id}': { id: seeded.pageId },
  '/images/{key}': { key: seeded.pictureKey },
  '/v1/community/posts/{uuid}': { uuid: seeded.postId },
  '/v1/community/generic-comments/{id}': { id: seeded.commentId },
  '/v1/community-recipes/{uuid}': { uuid: seeded.communityRecipeId },
  '/v1/moderation/recipes/{uuid}': { uuid: seeded.communityRecipeId },
  '/v1/workshops/{id}': { id: seeded.workshopId },
  '/v1/cocreation-projects/{id}': { id: seeded.projectId },
  '/v1/buckets/{bucket}/collections/recipes/ingredient-keys': { bucket: 'fr' },
  '/v1/buckets/{bucket}/collections/shows/records': { bucket: 'fr' },
  '/v1/buckets/{bucket}/collections/shows/records/{id}': { bucket: 'fr', id: seeded.showId },
  '/v1/buckets/{bucket}/collections/episodes/records': { bucket: 'fr' },
  '/v1/buckets/{bucket}/collections/episodes/records/{id}': { bucket: 'fr', id: seeded.episodeId },
  '/v1/videos/{id}': { id: seeded.videoId },
  '/v1/previews/{token}': { token: seeded.previewToken },
  '/v1/buckets/default/collections/shopping-list/records/{id}': { id: 'flour' },
  '/v1/buckets/default/collections/recipe-collections/records/{id}': { id: 'sunday' },
  '/v1/shared-collections/{token}': { token: seeded.shareToken },
});

/** The query a GET route needs, from the seeded data. */
const queryValues = (seeded: Seeded): Record<string, Record<string, string>> => ({
  '/v1/community/rating': { recipe: seeded.recipeId },
  '/v1/community/generic-comments': { recipe: seeded.recipeId },
  '/v1/search-suggestions': { lang: 'en-us', q: 'choclate' },
  '/v1/community/users': { in_id: `${seeded.memberId},${seeded.followedId}` },
});

/** GET routes only staff may call: called with a staff session. */
const STAFF_ROUTES = new Set([
  '/v1/community/reports',
  '/v1/creators/questionnaires',
  // A demo creator's recipe, which staff (moderators) read.
  '/v1/community-recipes/{uuid}',
  '/v1/moderation/recipes',
  '/v1/moderation/recipes/{uuid}',
  '/v1/videos/{id}',
  '/v1/previews/{token}',
]);

/** The documented GET routes, filled with `values`; a parameter left unfilled is reported. */
function getRoutesOf(doc: OpenApiDocument, values: Record<string, Record<string, string>>) {
  return Object.entries(doc.paths)
    .filter(([route, operations]) => operations.get && !(route in NOT_CALLED))
    .map(([route, operations]) => {
      const names = (operations.get!.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      const missing = names.filter((name) => values[route]?.[name] === undefined);
      const url = names.reduce((filled, name) => filled.replace(`{${name}}`, values[route]?.[name] ?? ''), route);
      return { route, url, missing };
    });
}

describe.each(ENGINES)('every GET route with real data on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let seeded: Seeded;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(token), payload });
  const ok = async <T extends { statusCode: number; body: string }>(response: Promise<T>) => {
    const res = await response;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedIfEmpty(ctx.db.db, CONTENT);
    // The demo creators and their recipes (the creators list, the moderation queue).
    await seedDemoProfiles(ctx.db.db);
    await seedDemoRecipes(ctx.db.db, ctx.app.images);
    await seedWorkshops(ctx.db.db, CONTENT);
    await seedProjects(ctx.db.db, CONTENT);
    await seedVideos(ctx.db.db, ctx.app.images, CONTENT, readContentRecipes(CONTENT));
    const content = readContent(CONTENT);
    // A confirmed member on the weekly recipes, with a favourite, a view, a follow, an unlocked
    // book, a picture, this week's offer and a subscription.
    const { email, token } = await signUp(ctx.app, { is_optin_newsletter: true });
    await validateEmail(ctx.app, email, token);
    const followed = await signUp(ctx.app);
    await validateEmail(ctx.app, followed.email, followed.token);
    const idOf = async (memberToken: string) =>
      (await ok(call('GET', '/v1/profile', memberToken))).json().data.id as string;
    const [memberId, followedId] = [await idOf(token), await idOf(followed.token)];
    const recipeId = content.recipes.find((recipe) => recipe.en.access_mode === 'free')!.en.id;
    await ok(call('PUT', `/v1/buckets/default/collections/saved-recipes/records/${recipeId}`, token));
    await ok(call('PUT', `/v1/views/recipes/${recipeId}`, token));
    await ok(call('POST', '/v1/community/user_follow', token, { user: followedId }));
    const copy = await ctx.db.db.selectFrom('book_qrcodes').select('uuid').executeTakeFirstOrThrow();
    await ok(
      call('POST', '/v1/buckets/default/collections/unlocked-recipes/records', token, { data: { qrcode: copy.uuid } }),
    );
    const picture = (await ok(uploadPicture(ctx.app, token, await smallPicture()))).json().data
      .profile_picture as string;
    expect(await offerWeeklyRecipes(ctx.db.db, new Date())).toBe(1);
    await ok(
      call('POST', '/v1/subscriptions/stripe', token, {
        product_id: 'miamo-premium-monthly',
        payment_method_id: 'pm_card_visa',
      }),
    );
    // A rating, a block and a report, which staff list.
    await ok(call('POST', '/v1/community/rating', token, { recipe: recipeId, stars: 5, reasons: ['tasty'] }));
    const blocked = await signUp(ctx.app);
    const blockedId = await idOf(blocked.token);
    await ok(call('POST', '/v1/community/user_block', token, { user: blockedId }));
    await ok(call('POST', '/v1/community/reports', token, { reported_user: blockedId, message: 'Spam' }));
    const staff = await memberWithRole(ctx);
    // The creators questionnaire, which staff list.
    const answers = {
      cooking_level: 'home-cook',
      cooking_frequency: 'weekly',
      specialities: 'Soups',
      favourite_universe: 'daily',
      motivation: 'Sharing',
    };
    await ok(call('POST', '/v1/creators/questionnaire', token, { answers }));
    // A re-creation of the recipe, liked by the member it follows.
    const post = (await ok(publishPost(ctx.app, token, recipeId))).json();
    await ok(react(ctx.app, followed.token, { post: post.uuid }));
    // A comment on the recipe, answered and liked by the followed member, and a deleted comment
    // kept as the placeholder of its reply.
    const comment = (
      await ok(call('POST', '/v1/community/generic-comments', token, { recipe: recipeId, text: 'Yum' }))
    ).json();
    await ok(call('POST', '/v1/community/generic-comments', followed.token, { parent: comment.id, text: 'Agreed' }));
    await ok(react(ctx.app, followed.token, { comment: comment.uuid }));
    const gone = (
      await ok(call('POST', '/v1/community/generic-comments', token, { recipe: recipeId, text: 'Oops' }))
    ).json();
    await ok(call('POST', '/v1/community/generic-comments', followed.token, { parent: gone.id, text: 'Too late' }));
    await ok(
      ctx.app.inject({ method: 'DELETE', url: `/v1/community/generic-comments/${gone.id}`, headers: auth(token) }),
    );
    // A shopping list item and a collection shared by link.
    await ok(
      call('PUT', '/v1/buckets/default/collections/shopping-list/records/flour', token, {
        data: { name: 'flour', ingredient: 'plain-flour', quantity: 250, unit: 'g', aisle: 'baking', checked: false },
      }),
    );
    const collection = await ok(
      call('PUT', '/v1/buckets/default/collections/recipe-collections/records/sunday', token, {
        data: { name: 'Sunday', recipes: [recipeId], shared: true, position: 0 },
      }),
    );
    const page = content.pages[0];
    seeded = {
      shareToken: collection.json().data.share_token as string,
      token,
      staffToken: staff.token,
      memberId,
      followedId,
      recipeId,
      bookCode: copy.uuid,
      shortcode: Object.keys(content.plainQrcodes)[0]!,
      pageId: siteOf(page!.locale).cms[page!.kind],
      pictureKey: new URL(picture).pathname.replace(/^\/images\//, ''),
      postId: post.uuid,
      commentId: String(comment.id),
      communityRecipeId: (await ctx.db.db.selectFrom('community_recipes').select('id').executeTakeFirstOrThrow()).id,
      workshopId: (await ctx.db.db.selectFrom('workshops').select('id').executeTakeFirstOrThrow()).id,
      projectId: (await ctx.db.db.selectFrom('cocreation_projects').select('id').executeTakeFirstOrThrow()).id,
      showId: (await ctx.db.db.selectFrom('shows').select('id').executeTakeFirstOrThrow()).id,
      episodeId: (await ctx.db.db.selectFrom('show_episodes').select('id').executeTakeFirstOrThrow()).id,
      videoId: (await ctx.db.db.selectFrom('videos').select('id').executeTakeFirstOrThrow()).id,
      previewToken: new URL(
        (
          await ok(
            call('POST', '/v1/previews', staff.token, {
              locale: 'fr',
              page: { title: 'Brouillon', description: '', sections: [] },
            }),
          )
        ).json().url,
      ).searchParams.get('token')!,
    };
  });
  afterAll(() => ctx.close());

  it('answers each with a 2xx that matches its declared schema', async () => {
    const doc = (await ctx.app.inject('/v1/openapi.json')).json() as OpenApiDocument;
    const routes = getRoutesOf(doc, pathValues(seeded));
    const queries = queryValues(seeded);
    expect(
      routes
        .filter((route) => route.missing.length)
        .map((route) => `${route.route}: fill ${route.missing.join(', ')} or list it in NOT_CALLED`),
    ).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
    const failed: string[] = [];
    for (const { route, url } of routes) {
      const res = await ctx.app.inject({
        url,
        query: queries[route],
        headers: auth(STAFF_ROUTES.has(route) ? seeded.staffToken : seeded.token),
      });
      if (res.statusCode < 200 || res.statusCode >= 300)
        failed.push(`${route} (${url}): ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // The contract check (tests/setup/contract.ts) holds each answer to its declared schema.
    expect(failed).toEqual([]);
  });
});
