import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { seed } from './db/seeds';

const config = loadConfig();
const db = openDatabase(join(config.dataDir, 'emberdeep.sqlite'));
const applied = migrate(db);
await seed(db);
const app = await buildApp({ db, config, logger: !process.env['API_QUIET'] });
await app.listen({ host: config.host, port: config.port });
console.log(
  `API on http://${config.host}:${config.port} (${applied.length} migrations applied, data in ${config.dataDir})`,
);

const shutdown = () => {
  void app.close().then(() => {
    db.close();
    process.exit(0);
  });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
