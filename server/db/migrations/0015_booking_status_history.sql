CREATE TABLE "booking_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_status_history_action" CHECK ("booking_status_history"."action" in ('CREATED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED'))
);
--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_id","id");--> statement-breakpoint
-- Writes a booking's status history (server/db/schema/bookingHistory.ts): CREATED with the booking
-- (and its first status when it is born paid), then every status it moves to, in the writer's
-- transaction, whichever code moved it. BOOKED is the starting status: a move back to it has no action.
CREATE FUNCTION "booking_status_recorded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_status_history (booking_id, action, at) VALUES (NEW.id, 'CREATED', NEW.created_at);
  END IF;
  IF NEW.status <> 'BOOKED' AND (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status) THEN
    INSERT INTO booking_status_history (booking_id, action, at)
      VALUES (NEW.id, NEW.status, CASE WHEN NEW.status = 'CANCELLED' THEN coalesce(NEW.cancelled_at, now()) ELSE now() END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_status_history" AFTER INSERT OR UPDATE OF "status" ON "bookings" FOR EACH ROW EXECUTE FUNCTION booking_status_recorded();
--> statement-breakpoint
-- The bookings made before the history existed: CREATED, and the status they are in.
INSERT INTO booking_status_history (booking_id, action, at)
  SELECT booking_id, action, at FROM (
    SELECT id AS booking_id, 'CREATED' AS action, created_at AS at, 0 AS ord FROM bookings
    UNION ALL
    SELECT id, status, coalesce(cancelled_at, created_at), 1 FROM bookings WHERE status <> 'BOOKED'
  ) AS past
  ORDER BY booking_id, ord;
