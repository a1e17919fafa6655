/**
 * The product's rules and constants (ARCHITECTURE section 6, SPEC section 9): their one home, in
 * files by subject so a page's scripts carry only the subjects it uses (src/core is free of
 * side effects to webpack, which reads through this index to the file that defines each name).
 */
export * from './rules/catalogue';
export * from './rules/community';
export * from './rules/creation';
export * from './rules/site';
export * from './rules/daily-budget';
