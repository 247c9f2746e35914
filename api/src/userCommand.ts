// `printf %s 'the password' | pnpm --silent --dir api user add --role admin --email x@… --name 'A Name'`: adds a staff
// account to the database the API's environment names (DATABASE_URL, or PGlite in PGLITE_DIR). The password is read
// from stdin and stored only as its argon2id hash; without one, the account gets a one-time set-password link.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { hash } from '@node-rs/argon2';

import { addUserFromArgs } from './auth/addUser';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chunks: Buffer[] = [];
if (!process.stdin.isTTY) for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks)
  .toString('utf8')
  .replace(/\r?\n$/, '');
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(apiDir, process.env.PGLITE_DIR ?? '.data/pglite'),
});
try {
  await migrate(db, path.join(apiDir, 'migrations'));
  console.log(await addUserFromArgs(db, process.argv.slice(2), password ? await hash(password) : null, new Date()));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
