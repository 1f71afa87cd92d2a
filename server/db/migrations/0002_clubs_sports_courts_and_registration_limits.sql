CREATE TABLE "registration_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"field_name" text NOT NULL,
	"player_name" text NOT NULL,
	"players_name" text NOT NULL,
	"default_timespan" smallint DEFAULT 60 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"timezone" text NOT NULL,
	"currency_code" text NOT NULL,
	"language_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"image" text,
	"user_enabled" boolean DEFAULT true NOT NULL,
	"allow_browsing" boolean DEFAULT true NOT NULL,
	"cross_court_block_enabled" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"capacity" smallint,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "courts_capacity_positive" CHECK ("courts"."capacity" is null or "courts"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_code_countries_iso_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_attempts_client_idx" ON "registration_attempts" USING btree ("client_key","attempted_at");--> statement-breakpoint
CREATE INDEX "clubs_country_idx" ON "clubs" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_club_name_key" ON "courts" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "courts_club_sport_idx" ON "courts" USING btree ("club_id","sport_id");