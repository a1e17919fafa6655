/** A Gatsby browser plugin with no APIs (see without-partytown.ts). */
export {};
