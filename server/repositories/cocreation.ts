import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { MEMBER_COLUMNS } from './community-columns';
import { countRows } from './row-counts';

export interface ProjectRow {
  id: string;
  slug: string;
  title: string;
  story: string;
  starts_at: Date;
  ends_at: Date;
  participants_count: number;
}

/** The projects with words in `language` (all, or one), latest start first. */
export async function findProjects(db: Executor, language: string, id?: string): Promise<ProjectRow[]> {
  let query = db
    .selectFrom('cocreation_projects as p')
    .innerJoin('cocreation_project_texts as t', (join) =>
      join.onRef('t.project_id', '=', 'p.id').on('t.language', '=', language),
    )
    .select([
      'p.id',
      't.slug',
      't.title',
      't.story',
      'p.starts_at',
      'p.ends_at',
      sql<number>`(select count(*) from cocreation_participants c where c.project_id = p.id)::int`.as(
        'participants_count',
      ),
    ])
    .orderBy('p.starts_at', 'desc')
    .orderBy('p.id')
    .limit(100);
  if (id) query = query.where('p.id', '=', id);
  return query.execute();
}

/** The first `perProject` members of each project, in the order they joined, with their public fields. */
export async function projectParticipants(db: Executor, ids: string[], perProject: number) {
  if (!ids.length) return [];
  return db
    .selectFrom('cocreation_participants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.project_id',
      'u.id',
      ...MEMBER_COLUMNS,
      sql<number>`row_number() over (partition by c.project_id order by c.joined_at, c.user_id)::int`.as('rank'),
    ])
    .where('c.project_id', 'in', ids)
    .orderBy('c.project_id')
    .orderBy('c.joined_at')
    .orderBy('c.user_id')
    .execute()
    .then((rows) => rows.filter((row) => row.rank <= perProject));
}

/** The published recipes each project made, in the project's order, in `language`. */
export async function projectRecipes(db: Executor, ids: string[], language: string) {
  if (!ids.length) return [];
  return db
    .selectFrom('cocreation_recipes as c')
    .innerJoin('recipes as r', (join) =>
      join.onRef('r.id', '=', 'c.recipe_id').on('r.language', '=', language).on('r.status', '=', 'published'),
    )
    .select(['c.project_id', 'r.id', 'r.title', 'r.url_slug'])
    .where('c.project_id', 'in', ids)
    .orderBy('c.project_id')
    .orderBy('c.position')
    .execute();
}

export async function takingPart(db: Executor, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('cocreation_participants')
    .select('project_id')
    .where('user_id', '=', userId)
    .where('project_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.project_id));
}

export async function projectDates(db: Executor, id: string) {
  return db.selectFrom('cocreation_projects').select(['starts_at', 'ends_at']).where('id', '=', id).executeTakeFirst();
}

export async function joinProject(db: Executor, id: string, userId: string): Promise<void> {
  await db
    .insertInto('cocreation_participants')
    .values({ project_id: id, user_id: userId })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute();
}

export async function leaveProject(db: Executor, id: string, userId: string): Promise<void> {
  await db.deleteFrom('cocreation_participants').where('project_id', '=', id).where('user_id', '=', userId).execute();
}

export interface NewProject {
  id: string;
  starts_at: Date;
  ends_at: Date;
  texts: { language: string; slug: string; title: string; story: string }[];
  recipes: string[];
  participants: string[];
}

export async function insertProject(db: Kysely<DB>, project: NewProject): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cocreation_projects')
      .values({ id: project.id, starts_at: project.starts_at, ends_at: project.ends_at })
      .execute();
    await trx
      .insertInto('cocreation_project_texts')
      .values(project.texts.map((text) => ({ ...text, project_id: project.id })))
      .execute();
    if (project.recipes.length)
      await trx
        .insertInto('cocreation_recipes')
        .values(project.recipes.map((recipe_id, position) => ({ project_id: project.id, recipe_id, position })))
        .execute();
    for (const [index, user_id] of project.participants.entries())
      await trx
        .insertInto('cocreation_participants')
        .values({ project_id: project.id, user_id, joined_at: new Date(project.starts_at.getTime() + index * 60_000) })
        .execute();
  });
}

export const countProjects = (db: Executor): Promise<number> => countRows(db, 'cocreation_projects');
