import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Sports the product books (spec part 1 §3 "Sport (list)"). Ids are fixed by the seed so that
 * links and apps agree across installations. Court booking extends this with per-club settings.
 */
export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  /** Stable name for code and translations: 'padel', 'tennis', 'football', 'golf'. */
  code: text('code').notNull().unique(),
  /** Display name in the default language (es-CL); the app translates by code. */
  name: text('name').notNull(),
  fieldName: text('field_name').notNull(),
  playerName: text('player_name').notNull(),
  playersName: text('players_name').notNull(),
  /** Minutes offered first when booking. */
  defaultTimespan: smallint('default_timespan').notNull().default(60),
  position: smallint('position').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  /**
   * switch_book_flow: the sport is booked club first — the sport-first search (every nearby club's
   * courts) opens the clubs that offer it instead, and the chosen club's search runs with the same
   * date, time and duration.
   */
  switchBookFlow: boolean('switch_book_flow').notNull().default(false),
});
