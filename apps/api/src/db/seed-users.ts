import { hashPassword } from '../http/passwords';
import type { Db } from './database';

/** Demo accounts of the seeded site (README "Demo accounts"); fictional, local only. */
export const DEMO_USERS = {
  player: { email: 'demo@emberdeep.example', username: 'demo_hero', password: 'Ember#Demo2026' },
  withdrawn: { email: 'gone@emberdeep.example', username: 'faded_rogue', password: 'Ember#Gone2026' },
} as const;

// One hash per demo password per process: tests build many in-memory databases.
const hashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function seedUsers(db: Db): Promise<void> {
  const exists = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?');
  const insert = db.prepare(
    `INSERT INTO users (email, username, password_hash, birth_date, currency_balance, withdrawn_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const created = '2026-01-15T09:00:00.000Z';
  const { player, withdrawn } = DEMO_USERS;
  if (!exists.get(player.email)) {
    insert.run(player.email, player.username, await demoHash(player.password), '1994-05-04', '1250', null, created);
  }
  if (!exists.get(withdrawn.email)) {
    insert.run(
      withdrawn.email,
      withdrawn.username,
      await demoHash(withdrawn.password),
      '1988-10-31',
      '0',
      '2026-06-01T00:00:00.000Z',
      created,
    );
  }
}
