import type { Db } from './database';
import { seedNews } from './seed-news';
import { seedUsers } from './seed-users';

/** Demo data seeders; each must be idempotent (run on every start). Add a module's seeder here. */
export const seeders: ((db: Db) => void | Promise<void>)[] = [seedUsers, seedNews];

export async function seed(db: Db): Promise<void> {
  for (const seeder of seeders) await seeder(db);
}
