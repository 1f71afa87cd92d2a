CREATE TABLE "match_challenge_counts" (
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"outgoing" smallint DEFAULT 0 NOT NULL,
	"incoming" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_challenge_counts_user_id_sport_id_pk" PRIMARY KEY("user_id","sport_id"),
	CONSTRAINT "match_challenge_counts_outgoing" CHECK ("match_challenge_counts"."outgoing" between 0 and 7),
	CONSTRAINT "match_challenge_counts_incoming" CHECK ("match_challenge_counts"."incoming" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "match_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"message" text NOT NULL,
	"epoch_ts" bigint NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "match_chat_messages_length" CHECK (char_length("match_chat_messages"."message") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "match_ratings" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"played" text,
	"would_play_again" text,
	"did_someone_win" text,
	"winner_user_id" integer,
	"personal_rating" smallint,
	"not_played_comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_ratings_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id"),
	CONSTRAINT "match_ratings_played" CHECK ("match_ratings"."played" in ('Y', 'N')),
	CONSTRAINT "match_ratings_again" CHECK ("match_ratings"."would_play_again" in ('Y', 'N', 'MAYBE')),
	CONSTRAINT "match_ratings_win" CHECK ("match_ratings"."did_someone_win" in ('Y', 'N')),
	CONSTRAINT "match_ratings_personal" CHECK ("match_ratings"."personal_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "match_challenge_counts" ADD CONSTRAINT "match_challenge_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_challenge_counts" ADD CONSTRAINT "match_challenge_counts_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_chat_messages" ADD CONSTRAINT "match_chat_messages_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_chat_messages" ADD CONSTRAINT "match_chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ratings" ADD CONSTRAINT "match_ratings_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ratings" ADD CONSTRAINT "match_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ratings" ADD CONSTRAINT "match_ratings_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_chat_messages_challenge_idx" ON "match_chat_messages" USING btree ("challenge_id","epoch_ts");--> statement-breakpoint
-- Keeps match_challenge_counts (server/db/schema/challengeChat.ts) in the writer's transaction: a
-- PENDING challenge counts once for its sender (outgoing) and once for its rival (incoming) until it
-- leaves PENDING. The counts' CHECKs (7 and 3) then refuse the row that would pass a limit, however
-- many sends race: each send updates the same counts row, so they queue on its lock.
CREATE FUNCTION "match_challenge_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.status = 'PENDING' THEN
    INSERT INTO match_challenge_counts (user_id, sport_id, outgoing, incoming) VALUES (NEW.challenger_id, NEW.sport_id, 1, 0)
      ON CONFLICT (user_id, sport_id) DO UPDATE SET outgoing = match_challenge_counts.outgoing + 1;
    INSERT INTO match_challenge_counts (user_id, sport_id, outgoing, incoming) VALUES (NEW.challenged_id, NEW.sport_id, 0, 1)
      ON CONFLICT (user_id, sport_id) DO UPDATE SET incoming = match_challenge_counts.incoming + 1;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'PENDING' AND NEW.status <> 'PENDING' THEN
    UPDATE match_challenge_counts SET outgoing = outgoing - 1 WHERE user_id = OLD.challenger_id AND sport_id = OLD.sport_id;
    UPDATE match_challenge_counts SET incoming = incoming - 1 WHERE user_id = OLD.challenged_id AND sport_id = OLD.sport_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status <> 'PENDING' AND NEW.status = 'PENDING' THEN
    RAISE EXCEPTION 'a challenge cannot go back to PENDING' USING ERRCODE = 'check_violation', CONSTRAINT = 'challenges_status';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "challenges_counted" AFTER INSERT OR UPDATE OF "status" ON "challenges" FOR EACH ROW EXECUTE FUNCTION match_challenge_counted();
--> statement-breakpoint
-- Challenges already pending before the counts existed.
INSERT INTO match_challenge_counts (user_id, sport_id, outgoing, incoming)
  SELECT user_id, sport_id, sum(outgoing)::smallint, sum(incoming)::smallint FROM (
    SELECT challenger_id AS user_id, sport_id, 1 AS outgoing, 0 AS incoming FROM challenges WHERE status = 'PENDING'
    UNION ALL
    SELECT challenged_id, sport_id, 0, 1 FROM challenges WHERE status = 'PENDING'
  ) AS pending GROUP BY user_id, sport_id;
