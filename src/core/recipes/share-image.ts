/** A recipe's cover as shared pages and search engines get it: a square crop, 1200 px. */
export const shareImageUrl = (site: string, cover: string) =>
  `${site}${cover}?auto=compress,format&q=90&w=1200&h=1200&fit=crop`;
