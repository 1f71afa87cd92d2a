import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { challenges } from './match';
import { sports } from './sports';
import { users } from './users';

/**
 * Pending challenges per player and sport, kept by a trigger on `challenges` (migration 0029): its
 * CHECKs are the spec's limits (7 outgoing, 3 incoming at once), so concurrent sends cannot pass them.
 */
export const matchChallengeCounts = pgTable(
  'match_challenge_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    outgoing: smallint('outgoing').notNull().default(0),
    incoming: smallint('incoming').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sportId] }),
    check('match_challenge_counts_outgoing', sql`${t.outgoing} between 0 and 7`),
    check('match_challenge_counts_incoming', sql`${t.incoming} between 0 and 3`),
  ],
);

/** A chat message between the two players of an accepted challenge (spec part 3 §3 "Chat message"). */
export const matchChatMessages = pgTable(
  'match_chat_messages',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** Milliseconds since the epoch (the spec's epoch_ts; history pages by it). */
    epochTs: bigint('epoch_ts', { mode: 'number' }).notNull(),
    /** When the other player read it; null while undelivered. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('match_chat_messages_challenge_idx').on(t.challengeId, t.epochTs),
    check('match_chat_messages_length', sql`char_length(${t.message}) between 1 and 1000`),
  ],
);

/** One participant's rating of a challenge's match (spec part 3 §3 "Challenge rating"); every click saves. */
export const matchRatings = pgTable(
  'match_ratings',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    played: text('played').$type<'Y' | 'N'>(),
    wouldPlayAgain: text('would_play_again').$type<'Y' | 'N' | 'MAYBE'>(),
    didSomeoneWin: text('did_someone_win').$type<'Y' | 'N'>(),
    winnerUserId: integer('winner_user_id').references(() => users.id, { onDelete: 'set null' }),
    personalRating: smallint('personal_rating'),
    notPlayedComment: text('not_played_comment'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    check('match_ratings_played', sql`${t.played} in ('Y', 'N')`),
    check('match_ratings_again', sql`${t.wouldPlayAgain} in ('Y', 'N', 'MAYBE')`),
    check('match_ratings_win', sql`${t.didSomeoneWin} in ('Y', 'N')`),
    check('match_ratings_personal', sql`${t.personalRating} between 1 and 5`),
  ],
);
