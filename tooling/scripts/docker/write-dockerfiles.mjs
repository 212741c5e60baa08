#!/usr/bin/env node
// Writes apps/<storefront>/Dockerfile from storefront.Dockerfile with the app named: one image recipe
// for the three storefronts, and `docker build -f apps/kz/Dockerfile .` needs no build argument.
// `npm test` (tooling/scripts/check-release-files.mjs) fails when one was edited by hand or is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const storefronts = ['main', 'diamant', 'kz'];

function dockerfileOf(app) {
  const template = readFileSync(path.join(here, 'storefront.Dockerfile'), 'utf8');
  if (!/^ARG APP$/m.test(template)) throw new Error('storefront.Dockerfile lacks its global `ARG APP` line');
  return template
    .replace(/^# syntax=docker\/dockerfile:1\n/, `# syntax=docker/dockerfile:1\n# Written by tooling/scripts/docker/write-dockerfiles.mjs from tooling/scripts/docker/storefront.Dockerfile: edit that.\n`)
    .replace(/^ARG APP$/m, `ARG APP=${app}`);
}

/** The storefronts' Dockerfiles that differ from what the template makes, with what they should hold. */
export function staleDockerfiles() {
  return storefronts.flatMap((app) => {
    const file = path.join(repoRoot, 'apps', app, 'Dockerfile');
    const wanted = dockerfileOf(app);
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    return current === wanted ? [] : [{ file, wanted }];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, wanted } of staleDockerfiles()) writeFileSync(file, wanted);
  console.info('Dockerfiles written');
}
