ALTER TABLE "booking_players" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "status" text DEFAULT 'INVITED' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_created_by_idx" ON "bookings" USING btree ("created_by","club_id");--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_status" CHECK ("booking_players"."status" in ('INVITED', 'REJECTED', 'CONFIRMED', 'DELETED'));--> statement-breakpoint
-- Who already answered: the one who made a booking confirmed by making it; everyone they named is
-- an invitee until they answer (bookings made before consent existed named them without asking).
UPDATE "booking_players" SET "status" = 'CONFIRMED' FROM "bookings" WHERE "bookings"."id" = "booking_players"."booking_id" AND "bookings"."created_by" = "booking_players"."user_id";
