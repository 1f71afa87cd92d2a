ALTER TABLE "users" ADD COLUMN "latam_pass_account_id" text;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "latam_pass_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "ask_play_with" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "ask_motive_and_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "latam_pass_account_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "play_with" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_motive" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrival_time" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_latam_pass_account_id" CHECK ("users"."latam_pass_account_id" is null or "users"."latam_pass_account_id" ~ '^[A-Z0-9]{8,20}$');