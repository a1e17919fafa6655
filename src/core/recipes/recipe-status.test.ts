import { describe, expect, it } from 'vitest';
import { publishingProblems } from './community-recipe-rules';
import {
  COMMUNITY_RECIPE_STATUSES,
  RECIPE_ACTIONS,
  allowedActions,
  catalogueEffect,
  transition,
} from './recipe-status';

describe('the recipe status machine', () => {
  it('takes a draft through submission to validation or refusal', () => {
    expect(transition('created', 'submit', 'author')).toEqual({ ok: true, to: 'submitted' });
    expect(transition('submitted', 'validate', 'moderator')).toEqual({ ok: true, to: 'validated' });
    expect(transition('submitted', 'refuse', 'moderator')).toEqual({ ok: true, to: 'refused' });
    expect(transition('refused', 'submit', 'author')).toEqual({ ok: true, to: 'submitted' });
  });

  it('sends an edited validated recipe back to moderation, keeps drafts drafts, freezes blocked ones', () => {
    expect(transition('validated', 'edit', 'author')).toEqual({ ok: true, to: 'submitted' });
    expect(transition('created', 'edit', 'author')).toEqual({ ok: true, to: 'created' });
    expect(transition('blocked', 'edit', 'author')).toEqual({ ok: false, reason: 'status', status: 'blocked' });
  });

  it('refuses the wrong actor whatever the status', () => {
    expect(transition('submitted', 'validate', 'author')).toEqual({ ok: false, reason: 'actor', status: 'submitted' });
    expect(transition('created', 'submit', 'moderator')).toEqual({ ok: false, reason: 'actor', status: 'created' });
    expect(transition('validated', 'report', 'author')).toEqual({ ok: false, reason: 'actor', status: 'validated' });
  });

  it('refuses moves the status does not allow, naming the status', () => {
    expect(transition('validated', 'submit', 'author')).toEqual({ ok: false, reason: 'status', status: 'validated' });
    expect(transition('created', 'validate', 'moderator')).toEqual({ ok: false, reason: 'status', status: 'created' });
    expect(transition('refused', 'refuse', 'moderator')).toEqual({ ok: false, reason: 'status', status: 'refused' });
  });

  it('lets a report queue a published recipe, and moderators clear or block it', () => {
    expect(transition('validated', 'report', 'member')).toEqual({ ok: true, to: 'reported' });
    expect(allowedActions('reported', 'moderator')).toEqual(['validate', 'block']);
    expect(allowedActions('blocked', 'author')).toEqual([]);
  });

  it('names a result for every status and action pair (no move leads nowhere)', () => {
    for (const status of COMMUNITY_RECIPE_STATUSES)
      for (const action of RECIPE_ACTIONS)
        for (const actor of ['author', 'member', 'moderator'] as const) {
          const result = transition(status, action, actor);
          if (result.ok) expect(COMMUNITY_RECIPE_STATUSES).toContain(result.to);
        }
  });

  it('publishes on validation and withdraws on private or blocked', () => {
    expect(catalogueEffect('validated')).toBe('publish');
    expect(catalogueEffect('private')).toBe('withdraw');
    expect(catalogueEffect('blocked')).toBe('withdraw');
    expect(catalogueEffect('submitted')).toBe('keep');
    expect(catalogueEffect('reported')).toBe('keep');
  });
});

describe('the publishing rules', () => {
  const complete = {
    preparation_time: 10,
    cooking_time: 0,
    resting_time: 0,
    numberOfPeople: 2,
    ingredients: [{ quantity: 200 }],
    steps: [{ description: 'Mix.' }],
    picture: '/images/cover.jpg',
    categories: ['desserts'],
  };

  it('finds nothing wrong with a complete recipe', () => {
    expect(publishingProblems(complete)).toEqual([]);
  });

  it('names every failing field at once, with its message', () => {
    const problems = publishingProblems({
      preparation_time: 0,
      cooking_time: 0,
      resting_time: 0,
      numberOfPeople: null,
      ingredients: [],
      steps: [],
      picture: null,
      categories: [],
    });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['picture', 'A cover photo is required'],
      ['categories', 'Select a category'],
      ['total_time', 'The duration must be above 0'],
      ['numberOfPeople', 'The number of servings must be above 0'],
      ['ingredients', 'Add at least one ingredient'],
      ['steps', 'A recipe has 1 to 6 steps'],
    ]);
  });

  it('wants a quantity on each ingredient, text in each step, and at most 6 steps', () => {
    const problems = publishingProblems({
      ...complete,
      ingredients: [{ quantity: 1 }, { quantity: null }, { quantity: 0 }],
      steps: [...Array(7)].map((_, i) => ({ description: i === 3 ? '  ' : 'Stir.' })),
    });
    expect(problems.map((p) => p.field)).toEqual([
      'ingredients.1.quantity',
      'ingredients.2.quantity',
      'steps',
      'steps.3.description',
    ]);
  });

  it('counts resting time toward the duration', () => {
    expect(publishingProblems({ ...complete, preparation_time: 0, resting_time: 30 })).toEqual([]);
  });
});
