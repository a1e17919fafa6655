/** The two plans of SPEC section 9, and how often each is billed. */
export const PLAN_TYPES = ['monthly', 'yearly'] as const;
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
