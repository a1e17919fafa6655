/**
 * Powers granted explicitly by an operator (the roles command), never from an address or a
 * profile badge: badges (user_types) only decorate a profile.
 */
export const ROLES = ['staff', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Roles whose powers need the session to have passed the second factor (staff publish as the brand). */
export const SECOND_FACTOR_ROLES: readonly Role[] = ['staff'];

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
