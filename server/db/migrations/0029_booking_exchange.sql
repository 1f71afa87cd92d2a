ALTER TABLE "club_credits" DROP CONSTRAINT "club_credits_reason";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchanged_from_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_exchanged_from_id_bookings_id_fk" FOREIGN KEY ("exchanged_from_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_exchanged_from" ON "bookings" USING btree ("exchanged_from_id");--> statement-breakpoint
ALTER TABLE "club_credits" ADD CONSTRAINT "club_credits_reason" CHECK (("club_credits"."reason" in ('BOOKING_CONVERTED', 'BOOKING_EXCHANGED') and "club_credits"."amount" > 0) or ("club_credits"."reason" = 'BOOKING_PAID' and "club_credits"."amount" < 0));