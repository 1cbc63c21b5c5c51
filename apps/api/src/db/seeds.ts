import type { Db } from './database';

/** Demo data seeders; each must be idempotent (run on every start). Add a module's seeder here. */
export const seeders: ((db: Db) => void | Promise<void>)[] = [];

export async function seed(db: Db): Promise<void> {
  for (const seeder of seeders) await seeder(db);
}
