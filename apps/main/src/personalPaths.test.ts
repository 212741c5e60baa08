import { routeTreeMismatches } from '@ornament/shell/page-cache/route-tree';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { personalPaths } from './personalPaths';

describe('personal paths', () => {
  it('name exactly the pages outside the cached tree', () => {
    expect(routeTreeMismatches(path.join(import.meta.dirname, '../app'), personalPaths)).toEqual([]);
  });
});
