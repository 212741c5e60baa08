import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
const client = await PGlite.create('/tmp/explain-pglite', { extensions: { pg_trgm } });
const blocks = readFileSync(process.argv[2]!, 'utf8').split(/\n-- ?/).map((b) => b.trim()).filter(Boolean);
for (const block of blocks) {
  const [label, ...rest] = block.split('\n');
  const q = rest.join('\n');
  if (label!.startsWith('!')) { await client.exec(q); console.log('exec', label); continue; }
  for (let i = 0; i < 10; i++) await client.query(q);
  const t0 = performance.now();
  const n = 60;
  for (let i = 0; i < n; i++) await client.query(q);
  console.log(`${((performance.now() - t0) / n).toFixed(2)} ms  ${label}`);
}
await client.close();
