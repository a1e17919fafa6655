/** Gatsby's router: its navigate answers once the page has the new location (no types shipped). */
declare module '@gatsbyjs/reach-router' {
  export function navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}
