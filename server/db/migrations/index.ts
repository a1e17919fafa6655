import type { Migration } from 'kysely/migration';
import * as m001 from './001-recipes';

/** Numbered, append-only: add a file and a line, never edit a landed migration. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-recipes': m001,
};
