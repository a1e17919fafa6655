import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readContent, seedIfEmpty } from '../../server/db/seed';
import { COPY_CODES_FILE, plainQrcodeProblems } from '../../server/db/seed-books';
import { ENGINES, PUBLIC_URL, freshDb, testApp } from './engines';
import { auth, signUp } from './members';

const CONTENT = path.resolve(__dirname, '../../content');
const content = readContent(CONTENT);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe.each(ENGINES)('book copy codes on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-books-'));
  const codesFile = path.join(dataDir, COPY_CODES_FILE);
  const book = content.books[0];
  let copies: string[];

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedIfEmpty(ctx.db.db, CONTENT, { copyCodesFile: codesFile });
    copies = (await ctx.db.db.selectFrom('book_qrcodes').select('uuid').where('book_id', '=', book.id).execute()).map((row) => row.uuid);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each printed copy its own random code, listed for the printer only', async () => {
    expect(copies).toHaveLength(book.copies);
    expect(new Set(copies).size).toBe(copies.length);
    // Not derivable from the public content: no code is written in it.
    const published = ['books.json', 'plain-qrcodes.json'].map((file) => fs.readFileSync(path.join(CONTENT, file), 'utf8')).join('\n');
    expect(published).not.toMatch(UUID);
    expect(JSON.parse(fs.readFileSync(codesFile, 'utf8'))).toEqual({ [book.id]: expect.arrayContaining(copies) });
    expect(fs.statSync(codesFile).mode & 0o077).toBe(0);
  });

  it('unlocks the same book for two readers holding two different copies', async () => {
    const [first, second] = [await signUp(ctx.app), await signUp(ctx.app)];
    const one = await ctx.app.inject({ url: `/v1/book-qrcodes/${copies[0]}`, headers: auth(first.token) });
    const two = await ctx.app.inject({ url: `/v1/book-qrcodes/${copies[1]}`, headers: auth(second.token) });
    expect(one.statusCode).toBe(200);
    expect(two.json().data).toEqual(one.json().data);
    expect(one.json().data).toMatchObject({ book_id: book.id, recipes: [...book.recipes].sort() });
    for (const reader of [first, second]) {
      const unlocked = (await ctx.app.inject({ url: '/v1/buckets/default/collections/unlocked-recipes/records', headers: auth(reader.token) })).json().data;
      expect(unlocked.map((r: { id: string }) => r.id).sort()).toEqual([...book.recipes].sort());
    }
  });

  it("answers the printed plain codes without any unlock code: BOOK leads to a public page", async () => {
    for (const shortcode of Object.keys(content.plainQrcodes)) {
      const res = await ctx.app.inject(`/v1/plain-qrcodes/${shortcode}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.target).not.toMatch(UUID);
    }
    expect((await ctx.app.inject('/v1/plain-qrcodes/BOOK')).json().data.target).toBe('/en-us/kids/');
  });

  it('never sends a plain code that names a live unlock code, whatever the data says', async () => {
    await ctx.db.db.insertInto('plain_qrcodes').values({ shortcode: 'LEAK', target: `/fr/livre/${copies[2].toUpperCase()}/` }).execute();
    expect((await ctx.app.inject('/v1/plain-qrcodes/LEAK')).statusCode).toBe(404);
  });
});

it('the seed refuses a plain code that points at a book code', () => {
  expect(plainQrcodeProblems({ KIDS: '/en-us/recipes/kids/', BOOK: '/en-us/kids/' })).toEqual([]);
  expect(plainQrcodeProblems({ BOOK: `/en-us/book/${randomUUID()}/` })).toEqual([expect.stringContaining('BOOK')]);
  expect(plainQrcodeProblems({ LOOP: '/fr/livre/KIDS/' })).toHaveLength(1);
});

describe('guessing QR codes', () => {
  it('turns a client away after 10 tries a minute, on both QR routes, and only that client', async () => {
    const db = await freshDb('pglite');
    const app = await buildApp({ db, publicUrl: PUBLIC_URL, images: '/tmp/miamo-rate-limit-images' });
    const { token } = await signUp(app);
    const guess = (remoteAddress: string) => app.inject({ url: `/v1/book-qrcodes/${randomUUID()}`, headers: auth(token), remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guess('10.0.0.7')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    expect((await guess('10.0.0.8')).statusCode).toBe(404);

    const plain: number[] = [];
    for (let i = 0; i < 11; i++) plain.push((await app.inject({ url: `/v1/plain-qrcodes/GUESS${i}`, remoteAddress: '10.0.0.9' })).statusCode);
    expect(plain.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(plain[10]).toBe(429);
    await app.close();
    await db.close();
  });
});
