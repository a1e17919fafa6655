import type { Actions, NodePluginArgs } from 'gatsby';

/**
 * Gatsby infers a GraphQL type from the fields of every page it is handed, context included: at
 * 80,000 pages that walk took about 7 s of createPages, and no query of the site reads a page's
 * context (templates take it as props). Its built-in SitePage type says `@dontInfer`, but only a
 * type declared through createTypes reaches the inference's bookkeeping, so the site declares it.
 */
export function withoutPageInference(actions: Pick<Actions, 'createTypes'>) {
  actions.createTypes('type SitePage implements Node @dontInfer { path: String! }');
}

/**
 * Keeps the previous build's page nodes through sourcing. Gatsby counts a node no source touched
 * as stale, and pages are made after sourcing, so a rebuild deleted every SitePage node (one at a
 * time, 82,699 at 10,000 recipes) only for createPages to write them all again; touched, an
 * unchanged page's node stays as it is. A page createPages no longer makes is still deleted, its
 * node with it (Gatsby's deleteUntouchedPages goes by the pages, not by their nodes).
 */
export function keepPageNodes({ actions, getNodesByType }: Pick<NodePluginArgs, 'actions' | 'getNodesByType'>) {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
}
