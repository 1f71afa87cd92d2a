CREATE TABLE "club_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_credits_reason" CHECK ("club_credits"."reason" in ('BOOKING_CONVERTED'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "announcements_language" CHECK ("announcements"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "club_credits" ADD CONSTRAINT "club_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_credits" ADD CONSTRAINT "club_credits_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_credits" ADD CONSTRAINT "club_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_credits_user_club_idx" ON "club_credits" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_credits_booking_converted" ON "club_credits" USING btree ("booking_id") WHERE "club_credits"."reason" = 'BOOKING_CONVERTED';--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_language_title_key" ON "announcements" USING btree ("language","title");