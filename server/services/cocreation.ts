import type { Kysely } from 'kysely';
import type { Project } from '../../src/core/contract/cocreation';
import { canTakePart, projectState } from '../../src/core/cocreation/project-state';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, notFound } from '../errors';
import {
  findProjects,
  joinProject,
  leaveProject,
  projectDates,
  projectParticipants,
  projectRecipes,
  takingPart,
} from '../repositories/cocreation';
import { authorOf } from './profile';

/** Members shown on a project; the count says how many more take part. */
export const PARTICIPANTS_SHOWN = 24;

/** The projects with words in a language (or one of them), as the caller sees them. */
export async function projectsFor(
  db: Kysely<DB>,
  language: string,
  userId: string | null,
  now: Date,
  publicUrl: string,
  id?: string,
): Promise<Project[]> {
  const rows = await findProjects(db, language, id);
  const ids = rows.map((row) => row.id);
  const [participants, recipes, mine] = await Promise.all([
    projectParticipants(db, ids, PARTICIPANTS_SHOWN),
    projectRecipes(db, ids, language),
    userId ? takingPart(db, userId, ids) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((row) => {
    const dates = { starts_at: new Date(row.starts_at).toISOString(), ends_at: new Date(row.ends_at).toISOString() };
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      story: row.story,
      ...dates,
      state: projectState(dates, now),
      participants_count: row.participants_count,
      participants: participants.filter((p) => p.project_id === row.id).map((p) => authorOf(p, publicUrl)),
      recipes: recipes
        .filter((r) => r.project_id === row.id)
        .map(({ id, title, url_slug }) => ({ id, title, url_slug })),
      taking_part: mine.has(row.id),
    };
  });
}

export const projectNotFound = (id: string) =>
  notFound('This project does not exist.', [{ location: 'path', name: 'id', description: `no project ${id}` }]);

/** Joins a project that is not finished yet (joining twice is joining once). */
export async function takePart(db: Kysely<DB>, id: string, userId: string, now: Date): Promise<void> {
  const dates = await projectDates(db, id);
  if (!dates) throw projectNotFound(id);
  const state = projectState(
    { starts_at: new Date(dates.starts_at).toISOString(), ends_at: new Date(dates.ends_at).toISOString() },
    now,
  );
  if (!canTakePart(state))
    throw new ApiError(409, ERRNO.STATUS_CONFLICT, 'This project is finished.', [
      { location: 'path', name: 'id', description: state },
    ]);
  await joinProject(db, id, userId);
}

export async function stopTakingPart(db: Kysely<DB>, id: string, userId: string): Promise<void> {
  if (!(await projectDates(db, id))) throw projectNotFound(id);
  await leaveProject(db, id, userId);
}
