/**
 * A co-creation project's state (SPEC sections 1 and 4, Co-creation project): upcoming before it
 * starts, in progress until it ends, finished after. Members may take part until it is finished.
 */
export const PROJECT_STATES = ['upcoming', 'in_progress', 'finished'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export function projectState(project: { starts_at: string; ends_at: string }, now: Date): ProjectState {
  const time = now.getTime();
  if (time < Date.parse(project.starts_at)) return 'upcoming';
  return time < Date.parse(project.ends_at) ? 'in_progress' : 'finished';
}

export const canTakePart = (state: ProjectState) => state !== 'finished';
