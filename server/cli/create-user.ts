import { parseArgs } from 'node:util';
import '../files/restrict-new-files.js';
import { createUserBodySchema } from '../../shared/schemas/users.js';
import { hashPassword } from '../auth/password.js';
import { passwordRefusal } from '../auth/password-policy.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { activeUserWithInitial, takenIdentifiers } from '../users/users.repository.js';
import { databaseUrlOfThisInstall } from './install-settings.js';
import { readPassword } from './read-password.js';

/**
 * npm run user:create -- --username U --role N --name "Full Name" --initial XX --email e@x.org
 * The password is typed at the prompt (not echoed), or given as the first line of stdin.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: '4' },
    name: { type: 'string' },
    initial: { type: 'string' },
    email: { type: 'string' },
  },
});
if (values.password !== undefined) {
  console.error('--password: not accepted on the command line. Type it at the prompt, or give it on stdin.');
  process.exit(2);
}
let password: string;
try {
  password = await readPassword();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const parsed = createUserBodySchema.safeParse({ ...values, password });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}
const refusal = passwordRefusal(parsed.data.password, parsed.data);
if (refusal) {
  console.error(`password: ${refusal}`);
  process.exit(2);
}
// Only the database is needed: the server's other settings (JWT_SECRET…) are not asked for here.
const db = connectDatabase(databaseUrlOfThisInstall(), { tool: 'user-create' });
try {
  await migrateToLatest(db);
  const { password: chosen, ...user } = parsed.data;
  const taken = await takenIdentifiers(db, user.username, user.email);
  if (taken.username || taken.email) {
    console.error(`A user with this ${taken.username ? 'username' : 'email'} already exists.`);
    process.exit(2);
  }
  const sharing = user.user_status === 1 ? await activeUserWithInitial(db, user.initial) : undefined;
  if (sharing) {
    console.error(`The initial ${user.initial} is already used by an active user (${sharing.name}).`);
    process.exit(2);
  }
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      password_hash: await hashPassword(chosen),
      created_at: now,
      updated_at: now,
      create_by: null,
      update_by: null,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  console.log(`Created user ${user.username} (id ${row.id}, role ${user.role}).`);
} finally {
  await db.destroy();
}
