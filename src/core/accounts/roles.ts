/**
 * Powers granted explicitly by an operator (the roles command), never from an address or a
 * profile badge: badges (user_types) only decorate a profile.
 */
export const ROLES = ['staff', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Roles whose powers need the session to have passed the second factor: staff publish as the brand,
 * moderators publish members' recipes (issue 38: a stolen password alone must not do either).
 */
export const SECOND_FACTOR_ROLES: readonly Role[] = ['staff', 'moderator'];

/** The roles that review members' recipes (SPEC section 6): moderators, and staff. */
export const MODERATING_ROLES: readonly Role[] = ['moderator', 'staff'];

/** Why a member's session may not use a role's powers, or null when it may. */
export function roleRefusal(
  role: Role,
  member: { roles: readonly string[] },
  session: { secondFactorAt: Date | string | null },
): 'role' | 'second-factor' | null {
  if (!member.roles.includes(role)) return 'role';
  if (SECOND_FACTOR_ROLES.includes(role) && !session.secondFactorAt) return 'second-factor';
  return null;
}

/**
 * Why a member's session may not moderate: it holds no moderating role, or holds one but did not
 * pass its second factor; null when it may. The one rule for every moderation power, reading a
 * member's draft included.
 */
export function moderationRefusal(
  member: { roles: readonly string[] },
  session: { secondFactorAt: Date | string | null },
): 'role' | 'second-factor' | null {
  const held = MODERATING_ROLES.filter((role) => member.roles.includes(role));
  if (!held.length) return 'role';
  return held.some((role) => roleRefusal(role, member, session) === null) ? null : 'second-factor';
}

/**
 * Four eyes (issue 38): a moderator never decides on a recipe they wrote, so nobody publishes their
 * own recipe alone.
 */
export function decidesOwnRecipe(moderatorId: string, recipe: { author_id: string }): boolean {
  return recipe.author_id === moderatorId;
}
