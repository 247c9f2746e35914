// `printf %s 'the password' | pnpm --silent --dir api hash-password`: prints the password's argon2id hash for
// ADMIN_PASSWORD_HASH. The password itself is stored nowhere.
import { hash } from '@node-rs/argon2';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks)
  .toString('utf8')
  .replace(/\r?\n$/, '');
if (!password) {
  console.error("Pipe the password in: printf %s 'the password' | pnpm --silent --dir api hash-password");
  process.exit(1);
}
// @node-rs/argon2's defaults: argon2id, 19 MiB, 2 passes (OWASP's minimum).
console.log(await hash(password));
