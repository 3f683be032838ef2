import { parseArgs } from 'node:util';
import { createUserBodySchema } from '../../shared/schemas/users.js';
import { hashPassword } from '../auth/password.js';
import { DEFAULT_DATABASE_URL } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { takenIdentifiers } from '../users/users.repository.js';

/** npm run user:create -- --username U --password P --role N --name "Full Name" --initial XX --email e@x.org */
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

const parsed = createUserBodySchema.safeParse(values);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}
// Only the database is needed: the server's other settings (JWT_SECRET…) are not asked for here.
const db = connectDatabase(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
try {
  await migrateToLatest(db);
  const { password, ...user } = parsed.data;
  const taken = await takenIdentifiers(db, user.username, user.email);
  if (taken.username || taken.email) {
    console.error(`A user with this ${taken.username ? 'username' : 'email'} already exists.`);
    process.exit(2);
  }
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      password_hash: await hashPassword(password),
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
