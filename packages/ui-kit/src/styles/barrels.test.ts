import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A `.css.ts` module is a side effect (package.json "sideEffects"): a barrel that re-exports one puts
// its stylesheet into every page that imports the barrel for anything, used or not. The sprinkles'
// atom sheet (every property at every breakpoint, 17.5 kB) was inlined three times into every page's
// HTML that way (issue 18: the catalogue's HTML went from 330 to 274 kB without it).
describe('the ui-kit barrels', () => {
  const source = (file: string) => readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');

  it.each(['index.ts', 'css.ts'])('%s does not re-export the sprinkles: Box imports them itself', (file) => {
    expect(source(file)).not.toMatch(/styles\/sprinkles\.css/);
  });
});
