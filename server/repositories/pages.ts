import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CmsPage } from '../../src/core/contract/pages';
import type { CmsPagesTable, Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A CMS page by its per-locale id, its `updated_at` as Kinto's `last_modified` (epoch ms). */
export async function findCmsPage(db: Executor, id: string): Promise<CmsPage | undefined> {
  const row = await db.selectFrom('cms_pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { updated_at, ...page } = row;
  return { ...page, last_modified: new Date(updated_at).getTime() };
}

export async function insertCmsPages(trx: Executor, rows: Insertable<CmsPagesTable>[]): Promise<void> {
  if (rows.length) await trx.insertInto('cms_pages').values(rows).execute();
}
