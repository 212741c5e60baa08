import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` diffs the schema against the committed migrations and writes the next SQL file.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
