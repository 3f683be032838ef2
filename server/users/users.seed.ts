import { Role } from '../../shared/roles.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';

export const DEMO_PASSWORD = 'portal-demo';

export const DEMO_USERS = [
  { username: 'admin', name: 'Olivia Grant', initial: 'OG', role: Role.Administrator, user_status: 1 },
  { username: 'ceo', name: 'Richard Hale', initial: 'RH', role: Role.CEO, user_status: 1 },
  { username: 'staff', name: 'Maria Lopez', initial: 'ML', role: Role.Staff, user_status: 1 },
  { username: 'kbrooks', name: 'Kevin Brooks', initial: 'KB', role: Role.Staff, user_status: 1 },
  { username: 'physician', name: 'James Carter', initial: 'JC', role: Role.Physician, user_status: 1 },
  { username: 'pnatarajan', name: 'Priya Natarajan', initial: 'PN', role: Role.Physician, user_status: 1 },
  { username: 'mchen', name: 'Michael Chen', initial: 'MC', role: Role.Physician, user_status: 1 },
  { username: 'swhitman', name: 'Sarah Whitman', initial: 'SW', role: Role.Physician, user_status: 1 },
  { username: 'dreyes', name: 'David Reyes', initial: 'DR', role: Role.Physician, user_status: 1 },
  { username: 'tbell', name: 'Thomas Bell', initial: 'TB', role: Role.Physician, user_status: 0 },
] as const;

/**
 * The demo users share one published password, so they share one hash (and salt): a seed costs
 * one scrypt derivation, not one a user, which is most of a seeded test database's start-up.
 */
const demoPasswordHashes = new Map<string, Promise<string>>();

export async function seedUsers(db: Db, context: SeedContext): Promise<void> {
  const now = context.now;
  const cost = JSON.stringify(context.passwordCost ?? 'real');
  if (!demoPasswordHashes.has(cost)) demoPasswordHashes.set(cost, hashPassword(DEMO_PASSWORD, context.passwordCost));
  const passwordHash = await demoPasswordHashes.get(cost)!;
  for (const [index, user] of DEMO_USERS.entries()) {
    const row = await db
      .insertInto('users')
      .values({
        ...user,
        email: `${user.username}@parkside-surgical.example`,
        password_hash: passwordHash,
        hiring_year: `20${String(10 + index).padStart(2, '0')}-0${(index % 9) + 1}-15`,
        allowed_vacation: user.role === Role.Physician ? 20 : 15,
        create_by: null,
        update_by: null,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    context.userIds[user.username] = row.id;
    if (user.role === Role.Physician && user.user_status === 1) context.physicianIds.push(row.id);
  }
}
