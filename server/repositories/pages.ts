import type { Kysely, Transaction } from 'kysely';
import type { CmsPage } from '../../src/core/contract/pages';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A CMS page by its per-locale id, its `updated_at` as Kinto's `last_modified` (epoch ms). */
export async function findCmsPage(db: Executor, id: string): Promise<CmsPage | undefined> {
  const row = await db.selectFrom('cms_pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { updated_at, ...page } = row;
  return { ...page, last_modified: new Date(updated_at).getTime() };
}
