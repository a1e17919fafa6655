import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../server/seed/seed';
import { ERRNO } from '../../../src/core/contract/errors';
import { COMMUNITY_RECIPE_LIMITS, CREATOR_TERMS_VERSION, PHOTO_UPLOAD } from '../../../src/core/rules';
import { catalogueTimestamps } from '../../../server/repositories/collection-timestamps';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth } from '../members';
import { confirmedMember } from '../posts';
import { memberWithRole } from '../staff';
import { multipart, smallPicture } from '../uploads';

const CONTENT = path.resolve(__dirname, '../../../content');

describe.each(ENGINES)('community recipes: creation, moderation and the catalogue, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let author: Awaited<ReturnType<typeof confirmedMember>>;
  let other: Awaited<ReturnType<typeof confirmedMember>>;
  let moderator: Awaited<ReturnType<typeof memberWithRole>>;

  const call = (method: string, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(token ? auth(token) : {}), 'accept-language': 'fr-FR', ...headers },
      payload,
    });
  const acceptTerms = (token: string) => call('POST', '/v1/creators/terms', token, { version: CREATOR_TERMS_VERSION });
  const create = async (token: string, title = 'Tarte aux pommes de mamie') => {
    const res = await call('POST', '/v1/community-recipes', token, { title });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { uuid: string; [key: string]: unknown };
  };
  const upload = (url: string, token: string, bytes: Buffer, contentType = 'image/png') => {
    const body = multipart(bytes, contentType);
    return ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  };
  /** A recipe that satisfies every publishing rule. */
  const complete = async (token: string, title?: string) => {
    const recipe = await create(token, title);
    const id = recipe.uuid;
    expect((await upload(`/v1/community-recipes/${id}`, token, await smallPicture())).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/v1/community-recipe-categories/${id}`, token, { categories: ['dessert'] })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/v1/community-recipes/${id}`, token, {
          numberOfPeople: 4,
          preparation_time: 20,
          cooking_time: 35,
        })
      ).statusCode,
    ).toBe(200);
    const line = await call('POST', '/v1/community-recipe-ingredients', token, {
      recipe: id,
      name: 'Pommes',
      quantity: 4,
      unit: 'piece',
    });
    expect(line.statusCode, line.body).toBe(201);
    const lineId = line.json().ingredients[0].uuid as string;
    const step = await call('POST', '/v1/community-recipe-steps', token, {
      recipe: id,
      description: 'Coupe les pommes.',
      ingredients: [lineId],
    });
    expect(step.statusCode, step.body).toBe(201);
    return id;
  };
  const submit = (id: string, token: string) =>
    call('PATCH', `/v1/community-recipes/${id}`, token, { status: 'submitted' });
  const decide = (id: string, decision: string, reason?: string, token = moderator.token) =>
    call('POST', `/v1/moderation/recipes/${id}/decisions`, token, { decision, ...(reason ? { reason } : {}) });
  const catalogue = (query: string) => call('GET', `/v1/buckets/fr/collections/recipes/records?${query}`);

  /** What the server asked the static site to rebuild for. */
  const siteChanges: string[] = [];
  /** The server's log: security events are read from it. */
  const logLines: string[] = [];
  const securityLines = () =>
    logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.security);

  beforeAll(async () => {
    ctx = await testApp(engine, {
      siteChanged: (reason) => siteChanges.push(reason),
      logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
    });
    await seedIfEmpty(ctx.db.db, CONTENT);
    author = await confirmedMember(ctx.app);
    other = await confirmedMember(ctx.app);
    moderator = await memberWithRole(ctx, 'moderator');
    expect((await acceptTerms(author.token)).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  describe('writing a recipe', () => {
    it('needs a member (401) who accepted the creators terms (403 errno 132)', async () => {
      expect((await call('POST', '/v1/community-recipes', undefined, { title: 'Soupe' })).statusCode).toBe(401);
      const res = await call('POST', '/v1/community-recipes', other.token, { title: 'Soupe' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errno).toBe(ERRNO.CREATOR_TERMS_REQUIRED);
    });

    it('starts a draft ("Notes") in the request’s language, with the problems to fix before publishing', async () => {
      const recipe = await create(author.token);
      expect(recipe).toMatchObject({
        status: 'created',
        language: 'fr',
        source: 'web',
        picture: null,
        published: null,
      });
      expect((recipe.problems as { code: string }[]).map((p) => p.code)).toEqual([
        'coverRequired',
        'categoryRequired',
        'durationRequired',
        'servingsRequired',
        'ingredientRequired',
        'stepsCount',
      ]);
      expect(recipe.actions).toEqual(['edit', 'submit', 'make_private']);
    });

    it('writes every piece and answers the whole recipe each time', async () => {
      const id = await complete(author.token);
      const res = await call('GET', `/v1/community-recipes/${id}?lang=en`, author.token);
      const recipe = res.json();
      expect(recipe.categories).toEqual(['dessert']);
      expect(recipe.total_time).toBe(55);
      expect(recipe.problems).toEqual([]);
      expect(recipe.picture).toMatch(/^http:\/\/miamo\.test\/images\/recipes\//);
      expect(recipe.picture_thumbnail).toMatch(/-thumb\.png$/);
      expect(recipe.steps[0]).toMatchObject({
        position: 0,
        description: 'Coupe les pommes.',
        ingredients: [recipe.ingredients[0].uuid],
      });

      const diets = await call('PATCH', `/v1/community-recipe-diets/${id}`, author.token, {
        uuid: id,
        suitable_for_diets: ['vegetarian'],
      });
      expect(diets.json().suitable_for_diets).toEqual(['vegetarian']);
      const utensil = await call('POST', '/v1/community-recipe-kitchenwares', author.token, {
        recipe: id,
        name: 'Moule à tarte',
      });
      expect(utensil.statusCode).toBe(201);
      const kitchenwareId = utensil.json().kitchenware[0].uuid;
      expect(
        (await call('DELETE', `/v1/community-recipe-kitchenwares/${kitchenwareId}`, author.token)).json().kitchenware,
      ).toEqual([]);
      const catalogued = await call('POST', '/v1/community-recipe-ingredients', author.token, {
        recipe: id,
        ingredient: 'butter',
        quantity: 50,
        unit: 'g',
      });
      expect(catalogued.statusCode, catalogued.body).toBe(201);
      expect(catalogued.json().ingredients[1]).toMatchObject({ ingredient: 'butter', quantity: 50, unit: 'g' });
    });

    it('names the field of every bad piece, writes nothing, and keeps steps to six', async () => {
      const { uuid: id } = await create(author.token);
      const bad = [
        [{ recipe: id, ingredient: 'no-such-thing', quantity: 1 }, 'ingredient'],
        [{ recipe: id, quantity: 1 }, 'name'],
        [{ recipe: id, name: 'Sel' }, 'quantity'],
        [{ recipe: id, name: 'Sel', quantity: 0 }, 'quantity'],
        [{ recipe: id, name: 'Sel\u0000', quantity: 1 }, 'name'],
      ] as const;
      for (const [payload, field] of bad) {
        const res = await call('POST', '/v1/community-recipe-ingredients', author.token, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(JSON.stringify(res.json().details)).toContain(field);
      }
      expect(
        (await call('PATCH', `/v1/community-recipe-categories/${id}`, author.token, { categories: ['nope'] }))
          .statusCode,
      ).toBe(400);
      for (let i = 0; i < 6; i++)
        expect(
          (await call('POST', '/v1/community-recipe-steps', author.token, { recipe: id, description: `Étape ${i}` }))
            .statusCode,
        ).toBe(201);
      const seventh = await call('POST', '/v1/community-recipe-steps', author.token, {
        recipe: id,
        description: 'Trop',
      });
      expect(seventh.statusCode).toBe(400);
      expect(seventh.json().details[0]).toMatchObject({ name: 'steps', description: 'A recipe has 1 to 6 steps' });
      const recipe = (await call('GET', `/v1/community-recipes/${id}`, author.token)).json();
      expect(recipe.ingredients).toEqual([]);
      expect(recipe.steps).toHaveLength(6);
    });

    it('reorders steps, closes up after a removal, and refuses another recipe’s ingredient in a step', async () => {
      const id = await complete(author.token);
      const otherId = await complete(author.token, 'Crumble');
      const foreignLine = (await call('GET', `/v1/community-recipes/${otherId}`, author.token)).json().ingredients[0]
        .uuid;
      const second = (
        await call('POST', '/v1/community-recipe-steps', author.token, { recipe: id, description: 'Enfourne.' })
      ).json();
      const third = (
        await call('POST', '/v1/community-recipe-steps', author.token, { recipe: id, description: 'Sers.' })
      ).json();
      const lastId = third.steps[2].uuid;
      const moved = await call('PATCH', `/v1/community-recipe-steps/${lastId}`, author.token, { position: 0 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().steps.map((s: { description: string }) => s.description)).toEqual([
        'Sers.',
        'Coupe les pommes.',
        'Enfourne.',
      ]);
      expect(moved.json().steps.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
      const foreign = await call('PATCH', `/v1/community-recipe-steps/${second.steps[1].uuid}`, author.token, {
        ingredients: [foreignLine],
      });
      expect(foreign.statusCode).toBe(400);
      const removed = await call('DELETE', `/v1/community-recipe-steps/${lastId}`, author.token);
      expect(removed.json().steps.map((s: { position: number }) => s.position)).toEqual([0, 1]);
      // Removing an ingredient line takes it out of the steps that used it.
      const lineId = removed.json().ingredients[0].uuid;
      const after = await call('DELETE', `/v1/community-recipe-ingredients/${lineId}`, author.token);
      expect(after.json().steps[0].ingredients).toEqual([]);
    });

    it('judges pictures by their bytes: jpg or png, at most 5 MB; a step takes a raw multipart picture', async () => {
      const id = await complete(author.token);
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      expect((await upload(`/v1/community-recipes/${id}`, author.token, gif, 'image/png')).statusCode).toBe(415);
      const huge = Buffer.alloc(PHOTO_UPLOAD.maxBytes + 10, 1);
      expect((await upload(`/v1/community-recipes/${id}`, author.token, huge)).statusCode).toBe(413);
      const stepId = (await call('GET', `/v1/community-recipes/${id}`, author.token)).json().steps[0].uuid;
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c62828' } })
        .jpeg()
        .toBuffer();
      const res = await upload(`/v1/community-recipe-steps/${stepId}`, author.token, jpeg, 'application/octet-stream');
      expect(res.statusCode, res.body).toBe(200);
      const picture = res.json().steps[0].picture as string;
      expect(picture).toMatch(/\.jpg$/);
      expect((await ctx.app.inject(new URL(picture).pathname)).statusCode).toBe(200);
    });

    it('hides a draft from other members (404) and lets a moderator read but not write it (403)', async () => {
      const { uuid: id } = await create(author.token);
      expect((await call('GET', `/v1/community-recipes/${id}`, other.token)).statusCode).toBe(404);
      expect((await call('PATCH', `/v1/community-recipes/${id}`, other.token, { title: 'Volée' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', '/v1/community-recipe-steps', other.token, { recipe: id, description: 'x' })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/v1/community-recipes/${id}`, other.token)).statusCode).toBe(404);
      expect((await call('GET', `/v1/community-recipes/${id}`, moderator.token)).statusCode).toBe(200);
      expect((await call('PATCH', `/v1/community-recipes/${id}`, moderator.token, { title: 'Volée' })).statusCode).toBe(
        403,
      );
      const list = (await call('GET', '/v1/community-recipes', other.token)).json();
      expect(list.results).toEqual([]);
    });

    it(`takes ${COMMUNITY_RECIPE_LIMITS.picturesPerHour} pictures an hour from one member, covers and steps together`, async () => {
      // Before: the route's edit limit ran first, and @fastify/rate-limit runs one limit a request.
      const cook = await confirmedMember(ctx.app);
      await acceptTerms(cook.token);
      const { uuid: id } = await create(cook.token);
      const picture = await smallPicture();
      const statuses = [];
      for (let i = 0; i <= COMMUNITY_RECIPE_LIMITS.picturesPerHour; i++)
        statuses.push((await upload(`/v1/community-recipes/${id}`, cook.token, picture)).statusCode);
      expect(statuses).toEqual([...Array(COMMUNITY_RECIPE_LIMITS.picturesPerHour).fill(200), 429]);
      // Other changes keep their own, wider limit.
      expect((await call('PATCH', `/v1/community-recipes/${id}`, cook.token, { title: 'Encore' })).statusCode).toBe(
        200,
      );
    });

    it('lists the author’s own recipes, latest change first, by status, a page at a time', async () => {
      const fresh = await confirmedMember(ctx.app);
      await acceptTerms(fresh.token);
      const ids = [];
      for (const title of ['Un', 'Deux', 'Trois']) ids.push((await create(fresh.token, title)).uuid);
      const first = (await call('GET', '/v1/community-recipes?page_size=2', fresh.token)).json();
      expect(first.results.map((r: { title: string }) => r.title)).toEqual(['Trois', 'Deux']);
      const second = (await call('GET', new URL(first.next).pathname + new URL(first.next).search, fresh.token)).json();
      expect(second.results.map((r: { title: string }) => r.title)).toEqual(['Un']);
      expect(second.next).toBeNull();
      expect((await call('GET', '/v1/community-recipes?status=submitted', fresh.token)).json().results).toEqual([]);
    });
  });

  describe('publishing and moderation', () => {
    it('answers every failing rule at once and writes nothing', async () => {
      const { uuid: id } = await create(author.token);
      const res = await submit(id, author.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { name: string; description: string }) => [d.name, d.description])).toEqual([
        ['picture', 'A cover photo is required'],
        ['categories', 'Select a category'],
        ['total_time', 'The duration must be above 0'],
        ['numberOfPeople', 'The number of servings must be above 0'],
        ['ingredients', 'Add at least one ingredient'],
        ['steps', 'A recipe has 1 to 6 steps'],
      ]);
      expect((await call('GET', `/v1/community-recipes/${id}`, author.token)).json().status).toBe('created');
    });

    it('refuses to publish without the terms in force', async () => {
      const id = await complete(author.token);
      await ctx.db.db.deleteFrom('creator_terms_acceptances').where('user_id', '=', author.id).execute();
      const res = await submit(id, author.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errno).toBe(ERRNO.CREATOR_TERMS_REQUIRED);
      await acceptTerms(author.token);
    });

    it('takes a recipe from submission to the catalogue: queue, validation, mail, search, author filter, slug', async () => {
      const id = await complete(author.token, 'Clafoutis aux cerises de Lucie');
      const submitted = await submit(id, author.token);
      expect(submitted.json()).toMatchObject({ status: 'submitted', actions: ['edit', 'make_private'] });
      expect((await submit(id, author.token)).json()).toMatchObject({
        errno: ERRNO.STATUS_CONFLICT,
        details: [{ name: 'status', description: 'The recipe is submitted' }],
      });

      expect((await call('GET', '/v1/moderation/recipes', undefined)).statusCode).toBe(401);
      expect((await call('GET', '/v1/moderation/recipes', author.token)).statusCode).toBe(403);
      const queue = (await call('GET', '/v1/moderation/recipes?page_size=50', moderator.token)).json();
      expect(queue.results.map((r: { uuid: string }) => r.uuid)).toContain(id);
      expect((await decide(id, 'validate', undefined, author.token)).statusCode).toBe(403);
      expect(siteChanges.filter((change) => change.includes(id))).toEqual([]);

      const validated = await decide(id, 'validate');
      expect(validated.statusCode, validated.body).toBe(200);
      // Its static page comes with the rebuild the server asks for.
      expect(siteChanges).toContain(`moderation validate ${id}`);
      const { recipe, decisions } = validated.json();
      expect(recipe).toMatchObject({
        status: 'validated',
        published: { id, language: 'fr', url_slug: 'clafoutis-aux-cerises-de-lucie' },
      });
      expect(decisions.map((d: { decision: string; to_status: string }) => [d.decision, d.to_status])).toEqual([
        ['submit', 'submitted'],
        ['validate', 'validated'],
      ]);
      expect(decisions[1].by.id).toBeTruthy();

      const { data: mails } = (await ctx.app.inject('/dev/outbox.json')).json();
      const mail = mails.find(
        (m: { to_address: string; kind: string }) => m.to_address === author.email && m.kind === 'recipeModeration',
      );
      expect(mail.text_body).toContain('/fr/recettes/clafoutis-aux-cerises-de-lucie/');

      const found = (await catalogue('q=clafoutis')).json().data;
      expect(found.map((r: { id: string }) => r.id)).toContain(id);
      const byAuthor = (await catalogue(`author=${author.id}`)).json().data;
      expect(byAuthor.map((r: { id: string }) => r.id)).toEqual([id]);
      expect((await catalogue('has_author=true')).json().data.map((r: { id: string }) => r.id)).toContain(id);
      const record = (await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).json().data;
      expect(record).toMatchObject({
        author: author.id,
        url_slug: 'clafoutis-aux-cerises-de-lucie',
        status: 'published',
        category: 'dessert',
      });
      expect(record.steps[0].ingredients).toEqual([record.ingredients[0].ingredient]);
      const profile = (await call('GET', `/v1/community/users/${author.id}`)).json();
      expect(profile.authored_recipes_count).toBeGreaterThanOrEqual(1);
    });

    it('gives two recipes of one title validated at once two slugs (no 500)', async () => {
      const twin = await confirmedMember(ctx.app);
      await acceptTerms(twin.token);
      const ids = [await complete(twin.token, 'Pain perdu'), await complete(twin.token, 'Pain perdu')];
      for (const id of ids) await submit(id, twin.token);
      const answers = await Promise.all(ids.map((id) => decide(id, 'validate')));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const slugs = answers.map((res) => res.json().recipe.published.url_slug);
      expect(new Set(slugs).size).toBe(2);
      expect(slugs).toContain('pain-perdu');
    });

    it('keeps the validated version online while an edit waits for the moderators', async () => {
      const id = await complete(author.token, 'Gâteau du dimanche');
      await submit(id, author.token);
      await decide(id, 'validate');
      const edited = await call('PATCH', `/v1/community-recipes/${id}`, author.token, {
        title: 'Gâteau du dimanche soir',
      });
      expect(edited.json()).toMatchObject({ status: 'submitted', published: { url_slug: 'gateau-du-dimanche' } });
      const live = (await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).json().data;
      expect(live.title).toBe('Gâteau du dimanche');
      await decide(id, 'validate');
      const updated = (await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).json().data;
      expect(updated).toMatchObject({ title: 'Gâteau du dimanche soir', url_slug: 'gateau-du-dimanche' });
      expect(updated.last_modified).toBeGreaterThan(live.last_modified);
    });

    it('will not validate a version an edit left breaking the rules (no step), and says why', async () => {
      const id = await complete(author.token, 'Galette bretonne');
      await submit(id, author.token);
      await decide(id, 'validate');
      const stepId = (await call('GET', `/v1/community-recipes/${id}`, author.token)).json().steps[0].uuid;
      const edited = await call('DELETE', `/v1/community-recipe-steps/${stepId}`, author.token);
      expect(edited.json().status).toBe('submitted');
      const refused = await decide(id, 'validate');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toEqual([
        { location: 'body', name: 'steps', description: 'A recipe has 1 to 6 steps' },
      ]);
      const live = (await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).json().data;
      expect(live.steps).toHaveLength(1);
    });

    it('refuses with a reason the author reads, and lets them fix and resubmit', async () => {
      const id = await complete(author.token, 'Soupe froide');
      await submit(id, author.token);
      const noReason = await decide(id, 'refuse');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().details[0].name).toBe('reason');
      const refused = await decide(id, 'refuse', 'La photo ne montre pas le plat.');
      expect(refused.json().recipe).toMatchObject({
        status: 'refused',
        refusal_reason: 'La photo ne montre pas le plat.',
      });
      const own = (await call('GET', `/v1/community-recipes/${id}`, author.token)).json();
      expect(own).toMatchObject({
        status: 'refused',
        refusal_reason: 'La photo ne montre pas le plat.',
        published: null,
      });
      expect((await decide(id, 'validate')).json().errno).toBe(ERRNO.STATUS_CONFLICT);
      expect((await submit(id, author.token)).json()).toMatchObject({ status: 'submitted', refusal_reason: null });
      expect((await catalogue(`author=${author.id}`)).json().data.map((r: { id: string }) => r.id)).not.toContain(id);
    });

    it('takes a recipe out of the catalogue when made private, blocked or deleted', async () => {
      const ids = [];
      for (const title of ['Privée', 'Bloquée', 'Supprimée']) {
        const id = await complete(author.token, `Recette ${title}`);
        await submit(id, author.token);
        await decide(id, 'validate');
        ids.push(id);
      }
      const [kept, blocked, deleted] = ids;
      // The server's watch on the catalogue's timestamps sees each withdrawal (and rebuilds the pages).
      const stamps = [await catalogueTimestamps(ctx.db.db)];
      expect(
        (await call('PATCH', `/v1/community-recipes/${kept}`, author.token, { status: 'private' })).json().status,
      ).toBe('private');
      stamps.push(await catalogueTimestamps(ctx.db.db));
      expect((await decide(blocked!, 'block', 'Recette copiée.')).json().recipe.status).toBe('blocked');
      expect((await call('PATCH', `/v1/community-recipes/${blocked}`, author.token, { title: 'x' })).json().errno).toBe(
        ERRNO.STATUS_CONFLICT,
      );
      expect((await call('DELETE', `/v1/community-recipes/${deleted}`, author.token)).json()).toEqual({
        uuid: deleted,
        deleted: true,
      });
      stamps.push(await catalogueTimestamps(ctx.db.db));
      expect(new Set(stamps).size).toBe(stamps.length);
      const live = (await catalogue(`author=${author.id}`)).json().data.map((r: { id: string }) => r.id);
      for (const id of ids) {
        expect(live).not.toContain(id);
        expect((await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).statusCode).toBe(404);
      }
      expect((await call('GET', `/v1/community-recipes/${deleted}`, author.token)).statusCode).toBe(404);
    });

    it('takes an author’s recipes out of the catalogue with their account', async () => {
      const leaving = await confirmedMember(ctx.app);
      await acceptTerms(leaving.token);
      const id = await complete(leaving.token, 'Recette d’un départ');
      await submit(id, leaving.token);
      await decide(id, 'validate');
      expect((await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).statusCode).toBe(200);
      const gone = await call('DELETE', '/v1/profile', leaving.token, { email: leaving.email });
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).statusCode).toBe(404);
    });

    it('puts a reported published recipe back in the queue, still online, for the moderators to clear', async () => {
      const id = await complete(author.token, 'Tiramisu signalé');
      await submit(id, author.token);
      await decide(id, 'validate');
      const own = await call('POST', '/v1/community/reports', author.token, { recipe: id, message: 'test' });
      expect(own.statusCode).toBe(400);
      const report = await call('POST', '/v1/community/reports', other.token, {
        recipe: id,
        message: 'Ce n’est pas sa recette.',
      });
      expect(report.statusCode, report.body).toBe(201);
      const queued = (await call('GET', `/v1/moderation/recipes/${id}`, moderator.token)).json();
      expect(queued.recipe.status).toBe('reported');
      expect(queued.reports.map((r: { message: string }) => r.message)).toEqual(['Ce n’est pas sa recette.']);
      expect((await call('GET', `/v1/buckets/fr/collections/recipes/records/${id}`)).statusCode).toBe(200);
      const cleared = await decide(id, 'validate');
      expect(cleared.json()).toMatchObject({ recipe: { status: 'validated' }, reports: [] });
    });
  });

  describe('moderators: a second factor and four eyes (issue 38)', () => {
    it('enrols a moderator in TOTP when the role is granted, and their login asks for the code', async () => {
      expect(moderator.secret).toMatch(/^[A-Z2-7]{32}$/);
      const login = await call('POST', '/v1/email/login', undefined, { email: moderator.email, password: PASSWORD });
      expect(login.statusCode).toBe(401);
      expect(login.json().errno).toBe(ERRNO.SECOND_FACTOR_REQUIRED);
    });

    it('gives a moderator or staff session without the second factor no queue, no decision and no draft', async () => {
      const id = await complete(author.token, 'Brouillon secret');
      const staff = await memberWithRole(ctx, 'staff');
      for (const token of [moderator.tokenBeforeGrant, staff.tokenBeforeGrant]) {
        const queue = await call('GET', '/v1/moderation/recipes', token);
        expect(queue.statusCode).toBe(403);
        expect(queue.json().errno).toBe(ERRNO.SECOND_FACTOR_REQUIRED);
        expect((await call('GET', `/v1/community-recipes/${id}`, token)).statusCode).toBe(404);
      }
      await submit(id, author.token);
      const refused = await decide(id, 'validate', undefined, moderator.tokenBeforeGrant);
      expect(refused.json()).toMatchObject({ code: 403, errno: ERRNO.SECOND_FACTOR_REQUIRED });
      // With the second factor, both read the draft.
      expect((await call('GET', `/v1/community-recipes/${id}`, moderator.token)).statusCode).toBe(200);
      expect((await call('GET', `/v1/community-recipes/${id}`, staff.token)).statusCode).toBe(200);
    });

    it('lets no moderator decide on their own recipe; another one does, and each decision is logged', async () => {
      expect((await acceptTerms(moderator.token)).statusCode).toBe(200);
      const id = await complete(moderator.token, 'La tarte du modérateur');
      expect((await submit(id, moderator.token)).statusCode).toBe(200);
      for (const decision of ['validate', 'block']) {
        const own = await decide(id, decision, 'Trop bonne');
        expect(own.statusCode).toBe(403);
        expect(own.json()).toMatchObject({
          errno: ERRNO.OWN_RECIPE,
          message: expect.stringMatching(/another moderator/),
        });
      }
      expect((await call('GET', `/v1/community-recipes/${id}`, moderator.token)).json().status).toBe('submitted');
      const second = await memberWithRole(ctx, 'moderator');
      expect((await decide(id, 'validate', undefined, second.token)).statusCode).toBe(200);
      const logged = securityLines();
      expect(
        logged.filter((entry) => entry.security === 'moderation.own_recipe_refused' && entry.recipe_id === id),
      ).toHaveLength(2);
      expect(logged.filter((entry) => entry.security === 'moderation.decision' && entry.recipe_id === id)).toEqual([
        expect.objectContaining({ decision: 'validate', by: expect.any(String) }),
      ]);
    });
  });
});
