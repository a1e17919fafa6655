/**
 * Preloaded into the site build's processes (`gatsbyBuildEnv` puts it in NODE_OPTIONS).
 *
 * Gatsby compiles gatsby-node.ts and gatsby-config.ts with Parcel at the start of every build, and
 * Parcel snapshots the whole project with @parcel/watcher to know which files changed since: the
 * built site in public/ included, 331,000 entries at 10,000 recipes, 11–12 s of each rebuild. Parcel
 * never reads public/ (Gatsby's output), so its snapshots leave it out.
 *
 * Plain CommonJS: it runs before anything could compile TypeScript.
 */
const Module = require('node:module');
const path = require('node:path');

const SNAPSHOT_CALLS = ['writeSnapshot', 'getEventsSince'];
const patched = new WeakSet();
const load = Module._load;

Module._load = function loadSkippingPublic(request, ...rest) {
  const loaded = load.call(this, request, ...rest);
  if (request !== '@parcel/watcher' || patched.has(loaded)) return loaded;
  patched.add(loaded);
  // Gatsby builds in its working directory, and so do its workers (gatsby-worker keeps the cwd).
  const builtSite = path.resolve(process.cwd(), 'public');
  for (const call of SNAPSHOT_CALLS) {
    const original = loaded[call];
    if (typeof original !== 'function') continue;
    loaded[call] = (dir, snapshot, options = {}) =>
      original(dir, snapshot, { ...options, ignore: [...(options.ignore ?? []), builtSite] });
  }
  return loaded;
};
