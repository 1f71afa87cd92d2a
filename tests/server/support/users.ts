import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';

export const DEMO = {
  player: 'player@courtflow.test',
  teacher: 'teacher@courtflow.test',
  admin: 'admin@courtflow.test',
  rival: 'rival@courtflow.test',
  prime: 'prime@courtflow.test',
} as const;

export async function findUserId(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}
