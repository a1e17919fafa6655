import type { Kysely } from 'kysely';

/** The pictures and video of a recipe (SPEC section 3: web_cover, web_cover_thumbnail, video). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recipes')
    .addColumn('web_cover', 'text')
    .addColumn('web_cover_thumbnail', 'text')
    .addColumn('video', 'text')
    .execute();
}
