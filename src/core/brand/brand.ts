/** The brand, in one place so a rebrand is one line (ARCHITECTURE: `{product}` in SPEC). */
export const BRAND = 'Miamo';

/** The brand as it appears in URLs and badge names (`miamo-staff`). */
export const BRAND_SLUG = BRAND.toLowerCase();
