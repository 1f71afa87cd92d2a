import { and, asc, eq } from 'drizzle-orm';
import type { ClubSportCategoryDto, UserSportCategoryDto } from '#kernel/contract/profileItems';
import type { Db } from '#server/db/client';
import { clubs, clubSportCategories, sports, userClubSportCategories } from '#server/db/schema';

/** A club's categories for a sport, in their order. */
export async function clubCategories(db: Db, clubId: number, sportId: number): Promise<ClubSportCategoryDto[]> {
  return db
    .select({ id: clubSportCategories.id, name: clubSportCategories.name, gender: clubSportCategories.gender })
    .from(clubSportCategories)
    .where(and(eq(clubSportCategories.clubId, clubId), eq(clubSportCategories.sportId, sportId)))
    .orderBy(asc(clubSportCategories.position), asc(clubSportCategories.id));
}

/** Every club and sport with categories, and the player's category there (null when not chosen). */
export async function userSportCategories(db: Db, userId: number): Promise<UserSportCategoryDto[]> {
  const clubSports = await db
    .selectDistinct({ clubId: clubs.id, clubName: clubs.name, sportId: sports.id, sportName: sports.name })
    .from(clubSportCategories)
    .innerJoin(clubs, eq(clubs.id, clubSportCategories.clubId))
    .innerJoin(sports, eq(sports.id, clubSportCategories.sportId))
    .orderBy(asc(clubs.name), asc(sports.name));
  const chosen = await db
    .select({
      clubId: userClubSportCategories.clubId,
      sportId: userClubSportCategories.sportId,
      id: clubSportCategories.id,
      name: clubSportCategories.name,
      gender: userClubSportCategories.gender,
    })
    .from(userClubSportCategories)
    .innerJoin(clubSportCategories, eq(clubSportCategories.id, userClubSportCategories.clubSportCategoryId))
    .where(eq(userClubSportCategories.userId, userId));
  return clubSports.map((cs) => {
    const mine = chosen.find((c) => c.clubId === cs.clubId && c.sportId === cs.sportId);
    return { ...cs, category: mine ? { id: mine.id, name: mine.name, gender: mine.gender } : null };
  });
}

export interface CategoryChoice {
  userId: number;
  clubId: number;
  sportId: number;
  clubSportCategoryId: number;
  gender: 'M' | 'F';
  createdByUser: 'Y' | 'N';
}

/** Sets the player's category at a club for a sport; a problem when it is not that club and sport's, or not for that gender. */
export async function chooseCategory(db: Db, choice: CategoryChoice, now: Date): Promise<'notThisClubSport' | 'otherGender' | null> {
  const category = (await clubCategories(db, choice.clubId, choice.sportId)).find((c) => c.id === choice.clubSportCategoryId);
  if (!category) return 'notThisClubSport';
  if (category.gender !== 'MIXED' && category.gender !== choice.gender) return 'otherGender';
  const set = { clubSportCategoryId: category.id, gender: choice.gender, createdByUser: choice.createdByUser, updatedAt: now };
  await db
    .insert(userClubSportCategories)
    .values({ userId: choice.userId, clubId: choice.clubId, sportId: choice.sportId, ...set })
    .onConflictDoUpdate({ target: [userClubSportCategories.userId, userClubSportCategories.clubId, userClubSportCategories.sportId], set });
  return null;
}
