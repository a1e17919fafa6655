/**
 * A community recipe's status (SPEC section 4, Recipe status) as one state machine, read by the
 * server (which refuses an illegal move with a 409 naming the current status) and by the site
 * (which offers only the moves allowed). `published` is the staff catalogue's own status; a
 * community recipe that moderators validated is shown as published.
 */
export const COMMUNITY_RECIPE_STATUSES = [
  'created',
  'submitted',
  'validated',
  'refused',
  'reported',
  'blocked',
  'private',
] as const;
export type CommunityRecipeStatus = (typeof COMMUNITY_RECIPE_STATUSES)[number];

/**
 * What can happen to a recipe, and who may do it: its author (edit, submit, make private), any
 * other member (report), moderators and staff (validate, refuse, block).
 */
export const RECIPE_ACTIONS = ['edit', 'submit', 'make_private', 'report', 'validate', 'refuse', 'block'] as const;
export type RecipeAction = (typeof RECIPE_ACTIONS)[number];
export type RecipeActor = 'author' | 'member' | 'moderator';

/** Decisions a moderator takes on a recipe of the queue; refuse and block need a reason. */
export const MODERATION_DECISIONS = ['validate', 'refuse', 'block'] as const satisfies readonly RecipeAction[];
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const DECISIONS_NEEDING_REASON: readonly ModerationDecision[] = ['refuse', 'block'];

const MOVES: Record<
  RecipeAction,
  { by: RecipeActor; from: Partial<Record<CommunityRecipeStatus, CommunityRecipeStatus>> }
> = {
  // An edit keeps a draft a draft; an edit to a validated recipe goes back to moderation while the
  // validated version stays in the catalogue. A blocked recipe can no longer be changed.
  edit: {
    by: 'author',
    from: {
      created: 'created',
      private: 'private',
      refused: 'refused',
      submitted: 'submitted',
      validated: 'submitted',
      reported: 'reported',
    },
  },
  // "Publish": a draft made public goes to the moderators (the publishing rules must hold).
  submit: { by: 'author', from: { created: 'submitted', private: 'submitted', refused: 'submitted' } },
  // Kept for its author alone, out of the catalogue.
  make_private: {
    by: 'author',
    from: { created: 'private', submitted: 'private', validated: 'private', refused: 'private' },
  },
  // A member's report of a published recipe puts it in the moderators' queue (it stays visible).
  report: { by: 'member', from: { validated: 'reported' } },
  validate: { by: 'moderator', from: { submitted: 'validated', reported: 'validated', blocked: 'validated' } },
  refuse: { by: 'moderator', from: { submitted: 'refused' } },
  block: { by: 'moderator', from: { submitted: 'blocked', validated: 'blocked', reported: 'blocked' } },
};

export type Transition =
  { ok: true; to: CommunityRecipeStatus } | { ok: false; reason: 'actor' | 'status'; status: CommunityRecipeStatus };

/** Where an action takes a recipe in `status`, or why it may not: the wrong actor, or the status. */
export function transition(status: CommunityRecipeStatus, action: RecipeAction, actor: RecipeActor): Transition {
  const move = MOVES[action];
  if (move.by !== actor) return { ok: false, reason: 'actor', status };
  const to = move.from[status];
  return to ? { ok: true, to } : { ok: false, reason: 'status', status };
}

/** The actions an actor may take on a recipe in `status` (the site shows these buttons only). */
export function allowedActions(status: CommunityRecipeStatus, actor: RecipeActor): RecipeAction[] {
  return RECIPE_ACTIONS.filter((action) => transition(status, action, actor).ok);
}

/** The statuses moderators have to look at: submitted recipes and reported ones. */
export const QUEUE_STATUSES = ['submitted', 'reported'] as const satisfies readonly CommunityRecipeStatus[];

/**
 * What a move does to the public catalogue: entering `validated` publishes the recipe as it is
 * now (replacing an earlier validated version); becoming private or blocked takes it out; any
 * other move leaves the catalogue as it is (an edited validated recipe stays published).
 */
export function catalogueEffect(to: CommunityRecipeStatus): 'publish' | 'withdraw' | 'keep' {
  if (to === 'validated') return 'publish';
  if (to === 'private' || to === 'blocked') return 'withdraw';
  return 'keep';
}

export function isCommunityRecipeStatus(value: unknown): value is CommunityRecipeStatus {
  return typeof value === 'string' && (COMMUNITY_RECIPE_STATUSES as readonly string[]).includes(value);
}
