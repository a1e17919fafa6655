/** The site's runtime constants (ARCHITECTURE section 6, SPEC section 9; all of them: ../rules.ts). */

/** The widest mobile layout; every CSS width media query is held to it (styles/breakpoint.test.ts). */
export const MOBILE_BREAKPOINT_PX = 767;

/**
 * Page-data retries, the slow-navigation delay, prefetching and the service worker's address are
 * Gatsby's own runtime: build/gatsby-runtime.test.ts runs or reads it against these values.
 */
export const PAGE_DATA_RETRIES = 3;
export const SLOW_NAVIGATION_MS = 1000;
export const PREFETCH = { firstBatchAfterMs: 3000, pagesPerBatch: 4, batchIntervalMs: 3000 } as const;
export const PERSIST_CONFIG = { key: 'root', version: 0, timeoutMs: 5000 } as const;
export const QUERY_CACHE_SECONDS = 60;

/** imgix-style parameters of every picture and of its blurred placeholder. */
export const IMAGE_PARAMS = { auto: 'compress,format', q: 90 } as const;
export const PLACEHOLDER_PARAMS = { w: 100, blur: 15, q: 50 } as const;
/**
 * The only variants the image route renders, so a crawler cannot make it draw (and cache) thousands:
 * the sizes the site asks for (avatars 44 and 88 px and the settings' 80 px at 2x, the placeholder,
 * cards 200/400, covers 400/800/1200, the 1200 px og:image), its two qualities and one blur.
 */
export const IMAGE_VARIANTS = {
  sizes: [88, 100, 160, 176, 200, 400, 800, 1200],
  qualities: [PLACEHOLDER_PARAMS.q, IMAGE_PARAMS.q],
  blurs: [PLACEHOLDER_PARAMS.blur],
} as const;
export type ImageSize = (typeof IMAGE_VARIANTS.sizes)[number];

export const MANIFEST = { display: 'minimal-ui', backgroundColor: '#ffffff', themeColor: '#ffffff' } as const;
export const SERVICE_WORKER_PATH = '/sw.js';

/** How long typing pauses before the search results follow: shorter than most gaps between a phone's keys. */
export const SEARCH_TYPING_PAUSE_MS = 50;
/**
 * How long after typing's last pause the address follows: changing it makes Gatsby load the page's
 * data and draw the whole page again, work that would otherwise delay the next results.
 */
export const SEARCH_ADDRESS_AFTER_TYPING_MS = 400;
