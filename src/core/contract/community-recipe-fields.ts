import { COMMUNITY_RECIPE_STATUSES } from '../recipes/recipe-status';
import { COMMUNITY_RECIPE_LIMITS as LIMITS } from '../rules';

// The fields community recipes, their moderation, the creators and the cooking tests share.

export const uuid = { type: 'string', format: 'uuid' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const minutes = { type: 'integer', minimum: 0, maximum: LIMITS.minutesMax } as const;
export const termKey = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' } as const;
export const status = { type: 'string', enum: COMMUNITY_RECIPE_STATUSES } as const;
/** Words a member types: at least one visible character. */
export const words = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
