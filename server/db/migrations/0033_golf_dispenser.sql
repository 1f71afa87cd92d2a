CREATE TABLE "dispenser_releases" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_ancillaries" ADD COLUMN "dispenser" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dispenser_releases" ADD CONSTRAINT "dispenser_releases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispenser_releases" ADD CONSTRAINT "dispenser_releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;