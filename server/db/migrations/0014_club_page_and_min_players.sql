CREATE TABLE "club_external_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"url" text NOT NULL,
	"pos" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_user_blocks" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_user_blocks_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "booking_email" text;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "min_players" smallint;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "expire_free_booking_min_players" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "min_players_hours_before" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "msg_need_min_invites" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "min_players" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "min_players_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "club_external_links" ADD CONSTRAINT "club_external_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_user_blocks" ADD CONSTRAINT "club_user_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_user_blocks" ADD CONSTRAINT "club_user_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_external_links_club_idx" ON "club_external_links" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "bookings_min_players_deadline_idx" ON "bookings" USING btree ("min_players_deadline") WHERE "bookings"."min_players_deadline" is not null and "bookings"."status" = 'BOOKED';--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_min_players" CHECK ("club_sports"."min_players" is null or "club_sports"."min_players" between 1 and "club_sports"."max_players");--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_min_players_hours" CHECK ("club_sports"."min_players_hours_before" between 0 and 720);--> statement-breakpoint
-- A club disabling a person changes what the club directory answers them (as club_members does).
CREATE TRIGGER "club_user_blocks_availability" AFTER INSERT OR UPDATE OR DELETE ON "club_user_blocks" FOR EACH ROW EXECUTE FUNCTION availability_changed('-', 'directory');
