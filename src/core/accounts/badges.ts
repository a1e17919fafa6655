/** The profile badges of SPEC section 1, in the order they are shown; other user types show none. */
export const BADGES = ['miamo-staff', 'creator', 'animator', 'tester'] as const;
export type Badge = (typeof BADGES)[number];

export function badgesOf(userTypes: readonly string[] | null | undefined): Badge[] {
  const types = new Set(userTypes ?? []);
  return BADGES.filter((badge) => types.has(badge));
}

/** A member's shown name: first and last name, else @username, else nothing (the caller's fallback). */
export function displayNameOf(member: { first_name?: string; last_name?: string; username?: string }): string {
  const full = `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim();
  return full || (member.username ? `@${member.username}` : '');
}
