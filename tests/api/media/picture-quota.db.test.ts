import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { PICTURE_STORAGE_QUOTA_BYTES } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { confirmedMember, uploadAttachment } from '../posts';
import { smallPicture, uploadPicture } from '../uploads';

/**
 * Issue 38: each member keeps at most PICTURE_STORAGE_QUOTA_BYTES of pictures, whatever they are
 * for (profile, community photos, recipe pictures); a refused upload leaves no bytes behind.
 */
describe.each(ENGINES)('the picture storage quota, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('quota-dish')]);
  });
  afterAll(() => ctx.close());

  const imagesOf = (ownerId: string) =>
    ctx.db.db.selectFrom('images').select(['key', 'bytes']).where('owner_id', '=', ownerId).execute();
  /** Pictures of the member's taking all but `room` bytes of the quota (one big record). */
  const fill = async (ownerId: string, room: number) => {
    const key = `community/${ownerId}/${randomUUID()}.jpg`;
    await ctx.db.db
      .insertInto('images')
      .values({
        key,
        owner_id: ownerId,
        content_type: 'image/jpeg',
        width: 2400,
        height: 1600,
        bytes: PICTURE_STORAGE_QUOTA_BYTES - room,
      })
      .execute();
    return key;
  };

  it('refuses any upload past the quota naming the file (409 errno 142), keeping no bytes, until room is made', async () => {
    const member = await confirmedMember(ctx.app);
    const big = await fill(member.id, 100);
    const picture = await smallPicture();
    const refused = [
      await uploadPicture(ctx.app, member.token, picture),
      await uploadAttachment(ctx.app, member.token),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errno: 142, details: [{ name: 'file' }] });
    }
    expect((await imagesOf(member.id)).map((image) => image.key)).toEqual([big]);
    // The bytes of the refused uploads were deleted too.
    const files = (folder: string) => {
      const dir = path.join(ctx.imagesDir, folder, member.id);
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    expect([...files('profiles'), ...files('community')]).toEqual([]);

    await ctx.db.db.deleteFrom('images').where('key', '=', big).execute();
    expect((await uploadPicture(ctx.app, member.token, picture)).statusCode).toBe(200);
  });

  it('counts a replaced profile picture once: its record goes with its bytes', async () => {
    const member = await confirmedMember(ctx.app);
    const picture = await smallPicture();
    for (let i = 0; i < 3; i++) expect((await uploadPicture(ctx.app, member.token, picture)).statusCode).toBe(200);
    const [current] = await imagesOf(member.id);
    expect(await imagesOf(member.id)).toHaveLength(1);
    // A member at the quota may still replace their profile picture: the old one makes the room.
    await fill(member.id, Number(current!.bytes) + 10);
    expect((await uploadPicture(ctx.app, member.token, picture)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/v1/profile/picture', headers: auth(member.token) });
    expect((await imagesOf(member.id)).filter((image) => image.key.startsWith('profiles/'))).toEqual([]);
  });

  it('lets two uploads at once use the last room only once', async () => {
    const member = await confirmedMember(ctx.app);
    const one = await uploadAttachment(ctx.app, member.token);
    const rows = await imagesOf(member.id);
    const size = rows.reduce((sum, row) => sum + Number(row.bytes), 0);
    await ctx.db.db.deleteFrom('images').where('owner_id', '=', member.id).execute();
    expect(one.statusCode).toBe(201);
    // Room for one more photo and its thumbnail, not two.
    await fill(member.id, size + Math.floor(size / 2));
    const both = await Promise.all([uploadAttachment(ctx.app, member.token), uploadAttachment(ctx.app, member.token)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });
});
