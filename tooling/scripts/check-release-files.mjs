#!/usr/bin/env node
// The release files that no build reads, checked in `npm test` and on pull requests (issue 20): the
// storefronts' Dockerfiles in step with their template, every GitHub workflow valid against
// GitHub's schema (@action-validator/core), a deploy workflow and a Dockerfile for each app, and
// every Dockerfile compose.yaml names present. Prints one line a problem; exits 1 on any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { staleDockerfiles } from './docker/write-dockerfiles.mjs';
import { repoRoot } from './lib/process.mjs';

const problems = [];
const relative = (file) => path.relative(repoRoot, file);

for (const { file } of staleDockerfiles()) problems.push(`${relative(file)}: not what tooling/scripts/docker/storefront.Dockerfile makes; run npm run dockerfiles`);

const workflows = path.join(repoRoot, '.github/workflows');
const workflowFiles = readdirSync(workflows).filter((name) => /\.ya?ml$/.test(name));
for (const name of workflowFiles) {
  const state = validateWorkflow(readFileSync(path.join(workflows, name), 'utf8'));
  for (const error of state.errors) problems.push(`.github/workflows/${name}: ${error.title}${error.detail ? ` (${error.detail})` : ''}${error.path ? ` at ${error.path}` : ''}`);
}

for (const app of ['main', 'diamant', 'kz', 'api']) {
  if (!existsSync(path.join(repoRoot, 'apps', app, 'Dockerfile'))) problems.push(`apps/${app}/Dockerfile: missing`);
  if (!workflowFiles.includes(`deploy-${app}.yml`)) problems.push(`.github/workflows/deploy-${app}.yml: missing (each app deploys from its own tag)`);
}

const compose = readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');
for (const [, dockerfile] of compose.matchAll(/dockerfile:\s*([^\s,}]+)/g)) {
  if (!existsSync(path.join(repoRoot, dockerfile))) problems.push(`compose.yaml: names ${dockerfile}, which does not exist`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info(`Release files: ${workflowFiles.length} workflows valid, Dockerfiles in step, compose.yaml's Dockerfiles present`);
