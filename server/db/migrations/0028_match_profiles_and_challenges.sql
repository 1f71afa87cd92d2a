CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" integer NOT NULL,
	"challenger_id" integer NOT NULL,
	"challenged_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entity_id" integer,
	"club_id" integer,
	"court_id" integer,
	"local_date" date,
	"local_time" time,
	"timespan" smallint,
	"expires_at" timestamp with time zone NOT NULL,
	"nogo_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "challenges_hash_unique" UNIQUE("hash"),
	CONSTRAINT "challenges_two_players" CHECK ("challenges"."challenger_id" <> "challenges"."challenged_id"),
	CONSTRAINT "challenges_status" CHECK ("challenges"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'DISMISSED', 'NOGO', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "match_profiles" (
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"status" text DEFAULT 'WIZARD' NOT NULL,
	"level" smallint,
	"team_name" text,
	"entity_id" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"day_availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"gender_preference" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_preference" text[] DEFAULT '{}'::text[] NOT NULL,
	"ranked_match" boolean DEFAULT false NOT NULL,
	"level_preference" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"hand_preference" text,
	"rating" integer DEFAULT 1500 NOT NULL,
	"rated_matches" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_profiles_user_id_sport_id_pk" PRIMARY KEY("user_id","sport_id"),
	CONSTRAINT "match_profiles_status" CHECK ("match_profiles"."status" in ('WIZARD', 'ACTIVE', 'DISABLED')),
	CONSTRAINT "match_profiles_cities" CHECK (cardinality("match_profiles"."city_ids") <= 3)
);
--> statement-breakpoint
CREATE TABLE "match_sport_settings" (
	"sport_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"team_size" smallint DEFAULT 1 NOT NULL,
	"team_mandatory" boolean DEFAULT false NOT NULL,
	"levels" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"day_options" jsonb NOT NULL,
	CONSTRAINT "match_sport_settings_team_size" CHECK ("match_sport_settings"."team_size" between 1 and 11)
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_id_users_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenged_id_users_id_fk" FOREIGN KEY ("challenged_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD CONSTRAINT "match_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD CONSTRAINT "match_profiles_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_sport_settings" ADD CONSTRAINT "match_sport_settings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_challenger_idx" ON "challenges" USING btree ("challenger_id","status");--> statement-breakpoint
CREATE INDEX "challenges_challenged_idx" ON "challenges" USING btree ("challenged_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_pending_pair_key" ON "challenges" USING btree ("sport_id",least("challenger_id", "challenged_id"),greatest("challenger_id", "challenged_id")) WHERE "challenges"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "match_profiles_sport_status_idx" ON "match_profiles" USING btree ("sport_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "match_profiles_team_name_key" ON "match_profiles" USING btree ("sport_id",lower("team_name"));