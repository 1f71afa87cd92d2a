CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"distance_meters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "club_check_in_rules" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"radius_meters" integer DEFAULT 200 NOT NULL,
	"opens_minutes_before" smallint DEFAULT 30 NOT NULL,
	"closes_minutes_after" smallint DEFAULT 15 NOT NULL,
	CONSTRAINT "club_check_in_rules_radius" CHECK ("club_check_in_rules"."radius_meters" between 1 and 100000),
	CONSTRAINT "club_check_in_rules_window" CHECK ("club_check_in_rules"."opens_minutes_before" >= 0 and "club_check_in_rules"."closes_minutes_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_check_in_rules" ADD CONSTRAINT "club_check_in_rules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;