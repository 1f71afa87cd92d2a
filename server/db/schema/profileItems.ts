import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { customerCodes } from './extras';
import { sports } from './sports';
import { users } from './users';

/**
 * Friends (spec part 3 §2 "friends (relationships)") are the players someone booked with or invited
 * (booking_players of the same booking). A friend removed from the list stays out until the two are on
 * a booking newer than the newest one when removed (by id, so no clock decides it).
 */
export const relationshipRemovals = pgTable(
  'relationship_removals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    /** The newest booking id when removed: a booking together after it brings the friend back. */
    lastBookingId: integer('last_booking_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

/**
 * A club's roster of who holds which customer code, by identity document: retrieving customer codes
 * (GET retrieve-customer-codes) gives a player the codes that their document holds.
 */
export const customerCodeRoster = pgTable(
  'customer_code_roster',
  {
    customerCodeId: integer('customer_code_id')
      .notNull()
      .references(() => customerCodes.id, { onDelete: 'cascade' }),
    foidCountry: text('foid_country').notNull(),
    foidType: text('foid_type').notNull(),
    foidNumber: text('foid_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerCodeId, t.foidCountry, t.foidType, t.foidNumber] })],
);

/** Texts per catalog language ('es', 'en', 'pt'). */
export type LocalizedText = Record<'es' | 'en' | 'pt', string>;

/** The sport profile questionnaire (spec part 3 §3 "Sport profile: questions, answers"): one choice per question. */
export const sportProfileQuestions = pgTable(
  'sport_profile_questions',
  {
    id: serial('id').primaryKey(),
    position: smallint('position').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    options: jsonb('options').$type<{ id: number; text: LocalizedText }[]>().notNull(),
  },
  (t) => [uniqueIndex('sport_profile_questions_position_key').on(t.position)],
);

export const sportProfileAnswers = pgTable(
  'sport_profile_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => sportProfileQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** The categories a club keeps per sport (part 3 §7 GET sport_categories), by gender. */
export const clubSportCategories = pgTable(
  'club_sport_categories',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').$type<'M' | 'F' | 'MIXED'>().notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('club_sport_categories_name_key').on(t.clubId, t.sportId, t.name, t.gender),
    check('club_sport_categories_gender', sql`${t.gender} in ('M', 'F', 'MIXED')`),
  ],
);

/** A player's category at a club for a sport (POST user_club_sport_categories): one per club and sport. */
export const userClubSportCategories = pgTable(
  'user_club_sport_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    clubSportCategoryId: integer('club_sport_category_id')
      .notNull()
      .references(() => clubSportCategories.id, { onDelete: 'cascade' }),
    gender: text('gender').$type<'M' | 'F'>().notNull(),
    createdByUser: text('created_by_user').$type<'Y' | 'N'>().notNull().default('Y'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clubId, t.sportId] }),
    check('user_club_sport_categories_gender', sql`${t.gender} in ('M', 'F')`),
  ],
);
