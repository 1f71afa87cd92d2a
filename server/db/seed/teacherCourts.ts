import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { clubs, courts, teacherCourts, users } from '../schema';

/** The demo teacher works at Club Pádel Vitacura's courts 1 and 2 (idempotent). */
export async function seedTeacherCourts(db: Db): Promise<void> {
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@courtflow.test'));
  if (!teacher) return;
  const rows = await db
    .select({ courtId: courts.id, clubId: courts.clubId })
    .from(courts)
    .innerJoin(clubs, eq(clubs.id, courts.clubId))
    .where(and(eq(clubs.slug, 'club-padel-vitacura'), inArray(courts.name, ['Cancha 1', 'Cancha 2'])));
  if (rows.length)
    await db
      .insert(teacherCourts)
      .values(rows.map((r) => ({ userId: teacher.id, ...r })))
      .onConflictDoNothing();
}
