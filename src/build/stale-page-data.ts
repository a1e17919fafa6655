/** The member of Gatsby's `gatsby/dist/utils/page-data` module its bootstrap calls after createPages. */
export interface GatsbyPageData {
  handleStalePageData(parentSpan?: unknown): Promise<void>;
}

/**
 * After createPages, Gatsby walks the whole of `public/page-data` (82,700 folders at 10,000
 * recipes: 6–8 s of every rebuild) for files of pages it no longer has. When the build carried the
 * previous build's pages over, Gatsby itself deletes the page data (and HTML) of every page not made
 * again, as its HTML step does for deleted pages; the walk is for files it cannot know of: after its
 * cache was emptied (a changed plugin or gatsby-node, a lost state) with `public/` kept. So the walk
 * runs only when `carriedOver()` says the build started without the previous pages.
 */
export function walkStalePageDataOnlyWhenNeeded(pageData: GatsbyPageData, carriedOver: () => boolean) {
  const walk = pageData.handleStalePageData;
  pageData.handleStalePageData = (parentSpan) => (carriedOver() ? Promise.resolve() : walk(parentSpan));
}
