import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a built page needs before it is interactive, each file gzip-compressed: the
 * scripts of its HTML (webpack runtime, framework, app) and its template's chunk group (the
 * template and the shared chunks it imports), read from Gatsby's webpack.stats.json.
 */
export function pageJavaScript(publicDir: string, pagePath: string): { files: number; gzip: number } {
  const html = fs.readFileSync(path.join(publicDir, pagePath, 'index.html'), 'utf8');
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].flatMap(([, src]) => (src ? [src] : [])),
  );
  const pageData = JSON.parse(
    fs.readFileSync(
      path.join(publicDir, 'page-data', pagePath.replace(/^\/|\/$/g, '') || 'index', 'page-data.json'),
      'utf8',
    ),
  );
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  for (const asset of stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? []) {
    if (asset.name.endsWith('.js')) sources.add(asset.name);
  }
  let gzip = 0;
  for (const src of sources) gzip += gzipSync(fs.readFileSync(path.join(publicDir, src))).length;
  return { files: sources.size, gzip };
}
