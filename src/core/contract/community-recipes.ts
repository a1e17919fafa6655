/**
 * Community recipes (SPEC sections 3 Community recipe, 4 Recipe status, 5, 6 and 7 Community
 * recipes), at the root of /v1 as the SPEC writes them (`/community-recipes`, and the SPEC's
 * `community-recipe-diets` beside its family). A member writes a recipe piece by piece, saved as
 * they go; every call that changes it answers the whole recipe, so a client replaces its copy.
 * Moderation, the creators programme and the cooking tests complete the family.
 */
export * from './community-recipe-shape';
export * from './community-recipe-edits';
export * from './recipe-moderation';
export * from './creators';
export * from './cooking-tests';
