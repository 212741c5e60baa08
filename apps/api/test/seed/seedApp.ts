// The app on the project seed (not the hand-written fixtures), for the seed helper's route tests.
import { seedDatabase } from '../../src/db/seed';
import { buildTestApp, type TestApp } from '../helpers/build';

export const seededProducts = 200;

export function buildSeededApp(): Promise<TestApp> {
  return buildTestApp({
    seed: async (db) => {
      await seedDatabase(db, { products: seededProducts });
    },
  });
}
