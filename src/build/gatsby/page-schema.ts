import type { Actions, NodePluginArgs } from 'gatsby';

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

/** The owner Gatsby gives every SitePage node: its createPage creates them as this internal plugin. */
export const PAGE_NODES_OWNER = 'internal-data-bridge';

/**
 * Keeps the previous build's page nodes through sourcing. Gatsby counts a node no source touched
 * as stale, and pages are made after sourcing, so a rebuild deleted every SitePage node (one at a
 * time, 82,699 at 10,000 recipes) only for createPages to write them all again. Touching each
 * instead cost 7 s there (reading them from LMDB, then 82,700 actions). Their owner manages them
 * itself, as Gatsby's stateful source plugins do: createPage writes a page's node, deletePage
 * removes it (a page createPages no longer makes is deleted, its node with it). So the owner is
 * declared stateful, and Gatsby's stale-node check passes over its types (SitePage, and Site,
 * SitePlugin and SiteBuildMetadata, which it writes again at every build; a plugin taken out of the
 * config would keep its SitePlugin node, which nothing of the site reads).
 */
export function keepPageNodes({ store }: Pick<NodePluginArgs, 'store'>) {
  store.dispatch({ type: 'ENABLE_STATEFUL_SOURCE_PLUGIN', plugin: { name: PAGE_NODES_OWNER } });
}
