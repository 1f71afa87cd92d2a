CREATE TABLE "open_match_categories" (
	"open_match_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	CONSTRAINT "open_match_categories_open_match_id_category_id_pk" PRIMARY KEY("open_match_id","category_id"),
	CONSTRAINT "open_match_categories_gender" CHECK ("open_match_categories"."gender" in ('M', 'F', 'MIXED'))
);
--> statement-breakpoint
CREATE TABLE "open_match_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"open_match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_match_players_position_key" UNIQUE("open_match_id","position"),
	CONSTRAINT "open_match_players_user_key" UNIQUE("open_match_id","user_id"),
	CONSTRAINT "open_match_players_position" CHECK ("open_match_players"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "open_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"court_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"players_quantity" smallint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "open_matches_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "open_matches_status" CHECK ("open_matches"."status" in ('OPEN', 'CANCELLED')),
	CONSTRAINT "open_matches_quantity" CHECK ("open_matches"."players_quantity" between 2 and 30),
	CONSTRAINT "open_matches_times" CHECK ("open_matches"."ends_at" > "open_matches"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "open_match_categories" ADD CONSTRAINT "open_match_categories_open_match_id_open_matches_id_fk" FOREIGN KEY ("open_match_id") REFERENCES "public"."open_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_match_players" ADD CONSTRAINT "open_match_players_open_match_id_open_matches_id_fk" FOREIGN KEY ("open_match_id") REFERENCES "public"."open_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_match_players" ADD CONSTRAINT "open_match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_matches" ADD CONSTRAINT "open_matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_matches" ADD CONSTRAINT "open_matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_matches" ADD CONSTRAINT "open_matches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_match_players_user_idx" ON "open_match_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "open_matches_club_starts_idx" ON "open_matches" USING btree ("club_id","starts_at");