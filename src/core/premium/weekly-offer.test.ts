import { describe, expect, it } from 'vitest';
import { WEEKLY_OFFER_RECIPES } from '../rules';
import { chooseWeeklyRecipes, offerWeekOf } from './weekly-offer';

const CANDIDATES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const choose = (extra: Partial<Parameters<typeof chooseWeeklyRecipes>[0]> = {}) =>
  chooseWeeklyRecipes({
    candidates: CANDIDATES,
    unlocked: [],
    offeredBefore: [],
    seed: 'member-1',
    week: '2026-03-02',
    ...extra,
  });

describe('offerWeekOf', () => {
  it('runs from Monday 00:00 UTC to the next Monday, whatever the day and hour', () => {
    for (const day of ['2026-03-02T00:00:00Z', '2026-03-04T12:30:00Z', '2026-03-08T23:59:59.999Z']) {
      expect(offerWeekOf(new Date(day))).toEqual({
        week: '2026-03-02',
        startsAt: new Date('2026-03-02T00:00:00Z'),
        endsAt: new Date('2026-03-09T00:00:00Z'),
      });
    }
    expect(offerWeekOf(new Date('2026-03-09T00:00:00Z')).week).toBe('2026-03-09');
  });

  it('crosses months and years', () => {
    expect(offerWeekOf(new Date('2027-01-01T08:00:00Z')).week).toBe('2026-12-28');
  });
});

describe('chooseWeeklyRecipes', () => {
  it('gives the constant number of recipes, distinct, from the candidates', () => {
    const picks = choose();
    expect(picks).toHaveLength(WEEKLY_OFFER_RECIPES);
    expect(new Set(picks).size).toBe(WEEKLY_OFFER_RECIPES);
    for (const id of picks) expect(CANDIDATES).toContain(id);
  });

  it('is deterministic for a seed and a week, whatever the candidates order', () => {
    expect(choose()).toEqual(choose());
    expect(choose({ candidates: [...CANDIDATES].reverse() })).toEqual(choose());
  });

  it('draws differently across weeks and members', () => {
    const weeks = Array.from({ length: 8 }, (_, i) => choose({ week: `2026-0${(i % 9) + 1}-01` }).join());
    expect(new Set(weeks).size).toBeGreaterThan(1);
    const members = Array.from({ length: 8 }, (_, i) => choose({ seed: `member-${i}` }).join());
    expect(new Set(members).size).toBeGreaterThan(1);
  });

  it('never offers what the member can already open', () => {
    const unlocked = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(choose({ unlocked }).sort()).toEqual(['g', 'h']);
  });

  it('prefers recipes not offered before, then repeats rather than giving nothing', () => {
    expect(choose({ offeredBefore: ['a', 'b', 'c', 'd', 'e', 'f'] }).sort()).toEqual(['g', 'h']);
    const onlySeen = choose({ offeredBefore: CANDIDATES });
    expect(onlySeen).toHaveLength(2);
  });

  it('gives fewer, or none, when the catalogue runs short', () => {
    expect(choose({ candidates: ['a'] })).toEqual(['a']);
    expect(choose({ candidates: ['a', 'b'], unlocked: ['a', 'b'] })).toEqual([]);
    expect(choose({ candidates: [] })).toEqual([]);
  });
});
