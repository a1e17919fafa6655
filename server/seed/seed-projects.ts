import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { slugify } from '../../src/core/format/slugify';
import { LANGUAGES } from '../../src/core/locales/locales';
import { countProjects, insertProject } from '../repositories/cocreation';
import { idsByUsernameOfEmails } from '../repositories/users';
import { demoEmail } from './demo-profiles';
import type { DB } from '../db/schema';

/** A project of content/projects.json: dates relative to the seeding, words in every language. */
export interface ContentProject {
  id: string;
  starts_in_days: number;
  ends_in_days: number;
  /** Demo profiles taking part (left out where demo profiles are not seeded). */
  participants: string[];
  /** Catalogue recipe ids the project made. */
  recipes: string[];
  texts: Record<string, { title: string; story: string }>;
}

export function readContentProjects(contentDir: string): ContentProject[] {
  const file = path.join(contentDir, 'projects.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ContentProject[]) : [];
}

/** Seeds the co-creation projects (a finished, an in-progress and an upcoming one) when there is none. */
export async function seedProjects(db: Kysely<DB>, contentDir: string, now = new Date()): Promise<number> {
  if ((await countProjects(db)) > 0) return 0;
  const projects = readContentProjects(contentDir);
  const idOf = await idsByUsernameOfEmails(db, [...new Set(projects.flatMap((p) => p.participants))].map(demoEmail));
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000);
  for (const project of projects) {
    await insertProject(db, {
      id: project.id,
      starts_at: day(project.starts_in_days),
      ends_at: day(project.ends_in_days),
      texts: LANGUAGES.flatMap((language) => {
        const text = project.texts[language];
        return text ? [{ language, slug: slugify(text.title), ...text }] : [];
      }),
      recipes: project.recipes,
      participants: project.participants.flatMap((username) => idOf.get(username) ?? []),
    });
  }
  return projects.length;
}
