import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** Where a query runs: the database itself or a transaction; every repository accepts either. */
export type Executor = Kysely<DB> | Transaction<DB>;
