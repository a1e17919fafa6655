import type { Actions } from 'gatsby';

/**
 * Gatsby infers a GraphQL type from the fields of every page it is handed, context included: at
 * 80,000 pages that walk took about 7 s of createPages, and no query of the site reads a page's
 * context (templates take it as props). Its built-in SitePage type says `@dontInfer`, but only a
 * type declared through createTypes reaches the inference's bookkeeping, so the site declares it.
 * Gatsby's schema build, patched (gatsby+5.16.1+004+inferred-types.patch), then leaves the page
 * nodes out of the walk that gathers what its inference needs (8 s of a rebuild at 10,000 recipes).
 */
export function withoutPageInference(actions: Pick<Actions, 'createTypes'>) {
  actions.createTypes('type SitePage implements Node @dontInfer { path: String! }');
}
