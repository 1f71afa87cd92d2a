CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"local_start_time" text NOT NULL,
	"timespan" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"freed_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "waiting_list_daily_max" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_live_key" ON "waiting_list_entries" USING btree ("user_id","booking_id") WHERE "waiting_list_entries"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "waiting_list_entries_booking_idx" ON "waiting_list_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_user_idx" ON "waiting_list_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_to_notify_idx" ON "waiting_list_entries" USING btree ("id") WHERE "waiting_list_entries"."freed_at" is not null and "waiting_list_entries"."notified_at" is null and "waiting_list_entries"."revoked_at" is null;