CREATE TABLE "cross_court_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"start_court_id" integer NOT NULL,
	"end_court_id" integer NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"fixed_date" text,
	"start_date" text,
	"end_date" text,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cross_court_blocks_courts" CHECK ("cross_court_blocks"."start_court_id" <> "cross_court_blocks"."end_court_id"),
	CONSTRAINT "cross_court_blocks_times" CHECK ("cross_court_blocks"."start_time" <= "cross_court_blocks"."end_time")
);
--> statement-breakpoint
CREATE TABLE "dispenser_releases" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_ancillaries" ADD COLUMN "dispenser" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "cross_block_id" integer;--> statement-breakpoint
ALTER TABLE "cross_court_blocks" ADD CONSTRAINT "cross_court_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_court_blocks" ADD CONSTRAINT "cross_court_blocks_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_court_blocks" ADD CONSTRAINT "cross_court_blocks_start_court_id_courts_id_fk" FOREIGN KEY ("start_court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_court_blocks" ADD CONSTRAINT "cross_court_blocks_end_court_id_courts_id_fk" FOREIGN KEY ("end_court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispenser_releases" ADD CONSTRAINT "dispenser_releases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispenser_releases" ADD CONSTRAINT "dispenser_releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cross_court_blocks_club_sport_idx" ON "cross_court_blocks" USING btree ("club_id","sport_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_cross_block_id_cross_court_blocks_id_fk" FOREIGN KEY ("cross_block_id") REFERENCES "public"."cross_court_blocks"("id") ON DELETE set null ON UPDATE no action;