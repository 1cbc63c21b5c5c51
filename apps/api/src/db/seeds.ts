import type { Db } from './database';
import { seedAccount } from './seed-account';
import { seedNews } from './seed-news';
import { seedShop } from './seed-shop';
import { seedSupport } from './seed-support';
import { seedUsers } from './seed-users';

/** Demo data seeders; each must be idempotent (run on every start). Add a module's seeder here. */
export const seeders: ((db: Db) => void | Promise<void>)[] = [seedUsers, seedNews, seedShop, seedSupport, seedAccount];

export async function seed(db: Db): Promise<void> {
  for (const seeder of seeders) await seeder(db);
}
