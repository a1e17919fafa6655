import { describe, expect, it } from 'vitest';
import { canTakePart, projectState } from './project-state';

describe('co-creation project states (SPEC section 4)', () => {
  const project = { starts_at: '2026-12-01T00:00:00Z', ends_at: '2027-01-15T00:00:00Z' };
  it('is upcoming, then in progress from its start, then finished from its end', () => {
    expect(projectState(project, new Date('2026-11-30T23:59:59Z'))).toBe('upcoming');
    expect(projectState(project, new Date('2026-12-01T00:00:00Z'))).toBe('in_progress');
    expect(projectState(project, new Date('2027-01-14T23:59:59Z'))).toBe('in_progress');
    expect(projectState(project, new Date('2027-01-15T00:00:00Z'))).toBe('finished');
  });
  it('takes members until it is finished', () => {
    expect([canTakePart('upcoming'), canTakePart('in_progress'), canTakePart('finished')]).toEqual([true, true, false]);
  });
});
