import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent, seedIfEmpty } from '../../../server/seed/seed';
import { COPY_CODES_FILE, type PrintedCodes, bookProblems, plainQrcodeProblems } from '../../../server/seed/seed-books';
import { addCopies, codedRecipeIds } from '../../../server/repositories/books';
import { BOOK_COPY_MEMBERS } from '../../../src/core/rules';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';

const CONTENT = path.resolve(__dirname, '../../../content');
const content = readContent(CONTENT);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const UNLOCKED = '/v1/buckets/default/collections/unlocked-recipes/records';
const book = content.books[0];
const [codedRecipe] = book!.recipeCodes ?? [];

describe.each(ENGINES)('book QR codes on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-books-'));
  const codesFile = path.join(dataDir, COPY_CODES_FILE);
  let printed: PrintedCodes[string];
  const logLines: string[] = [];

  const unlock = (token: string | undefined, qrcode: string) =>
    ctx.app.inject({ method: 'POST', url: UNLOCKED, headers: token ? auth(token) : {}, payload: { data: { qrcode } } });
  const unlockedOf = async (token: string) =>
    (await ctx.app.inject({ url: UNLOCKED, headers: auth(token) })).json().data;
  const recipeFor = async (token: string, id = codedRecipe) =>
    (await ctx.app.inject({ url: `/v1/buckets/en-us/collections/recipes/records/${id}`, headers: auth(token) })).json()
      .data;
  const rowCounts = async () => {
    const count = async (table: 'unlocked_books' | 'book_qrcodes' | 'books' | 'book_recipes') =>
      Number(
        (
          await ctx.db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      unlocked: await count('unlocked_books'),
      codes: await count('book_qrcodes'),
      books: await count('books'),
      recipes: await count('book_recipes'),
    };
  };

  beforeAll(async () => {
    ctx = await testApp(engine, {
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
    await seedIfEmpty(ctx.db.db, CONTENT, { copyCodesFile: codesFile });
    printed = (JSON.parse(fs.readFileSync(codesFile, 'utf8')) as PrintedCodes)[book!.id]!;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each printed copy its own random codes, on the cover and beside some recipes, listed for the printer only', async () => {
    expect(codedRecipe).toBeDefined();
    expect(printed).toHaveLength(book!.copies);
    const rows = await ctx.db.db
      .selectFrom('book_qrcodes')
      .select(['uuid', 'recipe_id'])
      .where('book_id', '=', book!.id)
      .execute();
    const expected = printed.flatMap((copy) => [
      { uuid: copy.book, recipe_id: null },
      ...(book!.recipeCodes ?? []).map((id) => ({ uuid: copy.recipes[id], recipe_id: id })),
    ]);
    expect(rows).toHaveLength(book!.copies * (1 + (book!.recipeCodes ?? []).length));
    expect(rows).toEqual(expect.arrayContaining(expected));
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
    // Not derivable from the public content: no code is written in it.
    const published = ['books.json', 'plain-qrcodes.json']
      .map((file) => fs.readFileSync(path.join(CONTENT, file), 'utf8'))
      .join('\n');
    expect(published).not.toMatch(UUID);
    expect(fs.statSync(codesFile).mode & 0o077).toBe(0);
  });

  it('says which book and which recipe a code opens, to anyone, and writes nothing', async () => {
    const before = await rowCounts();
    const cover = await ctx.app.inject(`/v1/book-qrcodes/${printed[0]!.book}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.json().data).toEqual({
      book_id: book!.id,
      title: book!.title,
      recipe_id: null,
      recipes: [...book!.recipes].sort(),
    });
    // A copy's code is its owner's secret: no shared cache may keep the answer.
    expect(cover.headers['cache-control']).toBe('private, no-store');
    const beside = await ctx.app.inject(`/v1/book-qrcodes/${printed[1]!.recipes[codedRecipe!]}`);
    expect(beside.json().data).toMatchObject({ book_id: book!.id, recipe_id: codedRecipe });

    // A member reading a code unlocks nothing either.
    const member = await signUp(ctx.app);
    expect(
      (await ctx.app.inject({ url: `/v1/book-qrcodes/${printed[2]!.book}`, headers: auth(member.token) })).statusCode,
    ).toBe(200);
    expect(await unlockedOf(member.token)).toEqual([]);
    expect(await recipeFor(member.token)).toMatchObject({ locked: true });
    expect(await rowCounts()).toEqual(before);

    expect((await ctx.app.inject(`/v1/book-qrcodes/${randomUUID()}`)).statusCode).toBe(404);
    expect((await ctx.app.inject('/v1/book-qrcodes/not-a-uuid')).json().details[0].name).toBe('uuid');
  });

  it('unlocks the book by a POST of any code of a copy, for members only: 201 the first time, 200 after', async () => {
    expect((await unlock(undefined, printed[0]!.book)).statusCode).toBe(401);
    const [first, second] = [await signUp(ctx.app), await signUp(ctx.app)];
    // A code printed beside a recipe proves the book too: it unlocks all of it.
    const fromRecipe = await unlock(first.token, printed[3]!.recipes[codedRecipe!]!);
    expect(fromRecipe.statusCode).toBe(201);
    const record = {
      id: book!.id,
      title: book!.title,
      recipes: [...book!.recipes].sort(),
      last_modified: expect.any(Number),
    };
    expect(fromRecipe.json().data).toEqual(record);
    const again = await unlock(first.token, printed[3]!.book);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.last_modified).toBe(fromRecipe.json().data.last_modified);
    for (const id of book!.recipes) expect(await recipeFor(first.token, id)).toMatchObject({ locked: false });

    // Another copy's cover code, for another reader: the same book, for that reader alone.
    const other = await unlock(second.token, printed[4]!.book);
    expect(other.statusCode).toBe(201);
    expect(other.json().data).toEqual(record);
    expect(await recipeFor((await signUp(ctx.app)).token)).toMatchObject({ locked: true });

    expect((await unlock(first.token, randomUUID())).statusCode).toBe(404);
    const malformed = await unlock(first.token, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errno: 107 });
  });

  it('documents the unlock and the read in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject('/v1/openapi.json')).json();
    const post = paths[UNLOCKED].post;
    expect(post.summary).toMatch(/unlock/i);
    expect(post.requestBody.content['application/json'].schema.properties.data.required).toEqual(['qrcode']);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201', '401', '404', '429']));
    expect(paths['/v1/book-qrcodes/{uuid}'].get.summary).toMatch(/no login/i);
  });

  it('lists the unlocked books, the latest first, each with its recipe ids', async () => {
    const reader = await signUp(ctx.app);
    expect((await ctx.app.inject(UNLOCKED)).statusCode).toBe(401);
    expect(await unlockedOf(reader.token)).toEqual([]);
    await ctx.db.db.insertInto('books').values({ id: 'second-book', title: 'Second book' }).execute();
    await ctx.db.db
      .insertInto('book_recipes')
      .values({ book_id: 'second-book', recipe_id: book!.recipes[0]! })
      .execute();
    const secondCode = randomUUID();
    await ctx.db.db
      .insertInto('book_qrcodes')
      .values({ uuid: secondCode, book_id: 'second-book', recipe_id: null })
      .execute();
    await unlock(reader.token, printed[0]!.book);
    await unlock(reader.token, secondCode);
    const list = await unlockedOf(reader.token);
    expect(list).toEqual([
      { id: 'second-book', title: 'Second book', recipes: [book!.recipes[0]], last_modified: expect.any(Number) },
      { id: book!.id, title: book!.title, recipes: [...book!.recipes].sort(), last_modified: expect.any(Number) },
    ]);
    expect(list[0].last_modified).toBeGreaterThan(list[1].last_modified);
    // The records protocol pages it like any collection.
    const first = await ctx.app.inject({ url: `${UNLOCKED}?_limit=1`, headers: auth(reader.token) });
    expect(first.json().data).toEqual([list[0]]);
    expect(first.headers.etag).toBe(`"${list[0].last_modified}"`);
    const next = new URL(first.headers['next-page'] as string);
    expect(
      (await ctx.app.inject({ url: next.pathname + next.search, headers: auth(reader.token) })).json().data,
    ).toEqual([list[1]]);
  });

  it('answers the printed plain codes without any unlock code: BOOK leads to a public page', async () => {
    for (const shortcode of Object.keys(content.plainQrcodes)) {
      const res = await ctx.app.inject(`/v1/plain-qrcodes/${shortcode}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.target).not.toMatch(UUID);
    }
    expect((await ctx.app.inject('/v1/plain-qrcodes/BOOK')).json().data.target).toBe('/en-us/kids/');
  });

  it('never sends a plain code that names a live unlock code, whatever the data says', async () => {
    await ctx.db.db
      .insertInto('plain_qrcodes')
      .values({ shortcode: 'LEAK', target: `/fr/livre/${printed[2]!.recipes[codedRecipe!]!.toUpperCase()}/` })
      .execute();
    expect((await ctx.app.inject('/v1/plain-qrcodes/LEAK')).statusCode).toBe(404);
  });

  it('prints a new run with codes on the cover and beside the same recipes as the seeded copies', async () => {
    const coded = await codedRecipeIds(ctx.db.db, book!.id);
    expect(coded).toEqual([...(book!.recipeCodes ?? [])].sort());
    const [copy] = await addCopies(ctx.db.db, book!.id, 1, coded);
    expect(Object.keys(copy!.recipes).sort()).toEqual(coded);
    const found = await ctx.app.inject(`/v1/book-qrcodes/${copy!.recipes[coded[0]!]}`);
    expect(found.json().data).toMatchObject({ book_id: book!.id, recipe_id: coded[0] });
  });

  it(`unlocks one copy for ${BOOK_COPY_MEMBERS} members at most, whichever of its codes they use, and logs each`, async () => {
    const [copy] = await addCopies(ctx.db.db, book!.id, 1, await codedRecipeIds(ctx.db.db, book!.id));
    const codes = [copy!.book, ...Object.values(copy!.recipes)];
    const household = [];
    for (let i = 0; i < BOOK_COPY_MEMBERS; i++) household.push(await signUp(ctx.app));
    for (const [i, member] of household.entries())
      expect((await unlock(member.token, codes[i % codes.length]!)).statusCode).toBe(201);
    // A member it serves may scan its other codes; one who holds the book by another copy takes no place.
    expect((await unlock(household[0]!.token, codes[1]!)).statusCode).toBe(200);
    const owner = await signUp(ctx.app);
    expect((await unlock(owner.token, printed[2]!.book)).statusCode).toBe(201);
    expect((await unlock(owner.token, copy!.book)).statusCode).toBe(200);

    const lateComer = await signUp(ctx.app);
    for (const code of codes) {
      const refused = await unlock(lateComer.token, code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errno: 135, details: [{ name: 'data.qrcode' }] });
    }
    expect((await recipeFor(lateComer.token)).locked).toBe(true);

    const events = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.security);
    const copyId = (
      await ctx.db.db
        .selectFrom('book_qrcodes')
        .select('copy_id')
        .where('uuid', '=', copy!.book)
        .executeTakeFirstOrThrow()
    ).copy_id;
    const ofCopy = events.filter((event) => event.copy_id === copyId);
    expect(ofCopy.map((event) => [event.security, event.members])).toEqual([
      ...household.map((_, i) => ['book.redeemed', i + 1]),
      ...codes.map(() => ['book.copy_used_up', undefined]),
    ]);
    // The code is a secret: never in the log.
    for (const code of codes) expect(logLines.join('\n')).not.toContain(code);
  });
});

describe.each(ENGINES)('guessing QR codes on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine, { authRateLimit: 10 });
  });
  afterAll(() => ctx.close());

  it('turns a client away after 10 tries a minute on every QR route, and only that client', async () => {
    const statuses = async (call: (i: number) => Promise<{ statusCode: number }>) => {
      const seen: number[] = [];
      for (let i = 0; i < 11; i++) seen.push((await call(i)).statusCode);
      return seen;
    };
    const read = (remoteAddress: string) => ctx.app.inject({ url: `/v1/book-qrcodes/${randomUUID()}`, remoteAddress });
    // Anonymous readers need no account, so the limit is the client's address.
    expect(await statuses(() => read('10.0.0.7'))).toEqual([...Array(10).fill(404), 429]);
    expect((await read('10.0.0.8')).statusCode).toBe(404);

    const { token } = await signUp(ctx.app, {});
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: UNLOCKED,
        headers: auth(token),
        payload: { data: { qrcode: randomUUID() } },
        remoteAddress: '10.0.0.9',
      });
    expect(await statuses(post)).toEqual([...Array(10).fill(404), 429]);

    const plain = (i: number) => ctx.app.inject({ url: `/v1/plain-qrcodes/GUESS${i}`, remoteAddress: '10.0.0.10' });
    expect(await statuses(plain)).toEqual([...Array(10).fill(404), 429]);
  });
});

it('the seed refuses a plain code that points at a book code, and a recipe code outside its book', () => {
  expect(plainQrcodeProblems({ KIDS: '/en-us/recipes/kids/', BOOK: '/en-us/kids/' })).toEqual([]);
  expect(plainQrcodeProblems({ BOOK: `/en-us/book/${randomUUID()}/` })).toEqual([expect.stringContaining('BOOK')]);
  expect(plainQrcodeProblems({ LOOP: '/fr/livre/KIDS/' })).toHaveLength(1);
  expect(bookProblems(content.books)).toEqual([]);
  expect(bookProblems([{ id: 'b', title: 'B', recipes: ['a'], copies: 1, recipeCodes: ['a', 'z'] }])).toEqual([
    expect.stringContaining('z'),
  ]);
});
