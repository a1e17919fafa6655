import type { Insertable } from 'kysely';
import type { CmsPage } from '../../src/core/contract/pages';
import type { Executor } from '../db/executor';
import type { CmsPages } from '../db/schema';

/** A CMS page by its per-locale id, its `updated_at` as Kinto's `last_modified` (epoch ms). */
export async function findCmsPage(db: Executor, id: string): Promise<CmsPage | undefined> {
  const row = await db.selectFrom('cms_pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { updated_at, ...page } = row;
  return { ...page, last_modified: new Date(updated_at).getTime() };
}

export async function insertCmsPages(trx: Executor, rows: Insertable<CmsPages>[]): Promise<void> {
  if (rows.length) await trx.insertInto('cms_pages').values(rows).execute();
}
