import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a built page loads on first paint: its <script src> and the scripts it preloads
 * (Gatsby preloads the page's own chunks), each gzip-compressed as the server sends it.
 */
export function pageJavaScript(publicDir: string, pagePath: string): { files: number; gzip: number } {
  const html = fs.readFileSync(path.join(publicDir, pagePath, 'index.html'), 'utf8');
  const sources = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+as="script"[^>]+href="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"[^>]+as="script"/g)].map((m) => m[1] ?? m[2]),
  ]);
  let gzip = 0;
  for (const src of sources) gzip += gzipSync(fs.readFileSync(path.join(publicDir, src.split('?')[0]))).length;
  return { files: sources.size, gzip };
}
