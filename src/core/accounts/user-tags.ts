/** Tags a member can show on their profile; their names come from the catalogues (`userTag.<id>`). */
export const USER_TAGS = [
  'home-cook',
  'pastry-lover',
  'veggie',
  'parent',
  'student',
  'foodie',
  'chef',
  'healthy',
] as const;
export type UserTag = (typeof USER_TAGS)[number];
