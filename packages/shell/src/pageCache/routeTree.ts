// For each app's tests: the proxy's list of personal paths must match the folders the pages are in,
// or a personal page would be looked for in the cached tree (a 404) and a public one rendered per request.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isCachedPagePath } from './cachedPaths';

function pagePaths(dir: string, prefix = '/'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name)) found.push(prefix);
    if (!entry.isDirectory()) continue;
    // A route group adds no segment; a dynamic segment stands for any value.
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `${entry.name.replace(/^\[+\.*|\]+$/g, ':')}/`;
    found.push(...pagePaths(path.join(dir, entry.name), `${prefix}${segment}`));
  }
  return found;
}

/** Pages outside `[variant]/` the proxy would send into it, and cached pages it would not. */
export function routeTreeMismatches(appDir: string, personalPaths: readonly string[]): string[] {
  const mismatches: string[] = [];
  for (const entry of readdirSync(appDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const cachedTree = entry.name === '[variant]';
    const prefix = /^\(.*\)$/.test(entry.name) || cachedTree ? '/' : `/${entry.name}/`;
    for (const page of pagePaths(path.join(appDir, entry.name), prefix)) {
      // Files with an extension (sitemap.xml, sitemaps/*.xml) never reach the proxy.
      if (/\.\w+\/$/.test(page) || page.startsWith('/sitemaps/')) continue;
      if (cachedTree !== isCachedPagePath(page, personalPaths)) mismatches.push(`${cachedTree ? 'cached' : 'personal'} page ${page}`);
    }
  }
  return mismatches;
}
