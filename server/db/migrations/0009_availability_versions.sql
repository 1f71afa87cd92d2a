CREATE TABLE "availability_versions" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the availability counters of the clubs a changed row belongs to (see
-- server/db/schema/availabilityVersions.ts). TG_ARGV[0] names the row's club column: 'club_id', 'id'
-- (clubs), 'court_id' (through courts) or '-' (none); TG_ARGV[1] = 'directory' raises club 0 as well.
-- In the writer's transaction: the counters commit with the change, never before or after it. Each
-- changed club is also notified on channel 'availability' (delivered at commit; PGlite's listeners
-- hear it before the committing statement answers).
CREATE FUNCTION "availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys integer[] := '{}';
BEGIN
  IF TG_ARGV[0] <> '-' THEN
    IF TG_OP <> 'INSERT' THEN keys := keys || (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
    IF TG_OP <> 'DELETE' THEN keys := keys || (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
    IF TG_ARGV[0] = 'court_id' THEN
      SELECT coalesce(array_agg(c.club_id), '{}') INTO keys FROM courts c WHERE c.id = ANY (keys);
    END IF;
  END IF;
  IF TG_ARGV[1] = 'directory' THEN keys := keys || 0; END IF;
  -- In club order, so that two writers touching the same clubs lock their counters in the same order.
  INSERT INTO availability_versions (club_id, version)
    SELECT DISTINCT k, 1 FROM unnest(keys) AS k WHERE k IS NOT NULL ORDER BY 1
    ON CONFLICT (club_id) DO UPDATE SET version = availability_versions.version + 1;
  PERFORM pg_notify('availability', k::text) FROM (SELECT DISTINCT k FROM unnest(keys) AS k WHERE k IS NOT NULL) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A TRUNCATE tells no rows: every club's counter moves, and '*' is notified.
CREATE FUNCTION "availability_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO availability_versions (club_id, version) SELECT 0, 1 UNION ALL SELECT id, 1 FROM clubs ORDER BY 1
    ON CONFLICT (club_id) DO UPDATE SET version = availability_versions.version + 1;
  PERFORM pg_notify('availability', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "court_claims_availability" AFTER INSERT OR UPDATE OR DELETE ON "court_claims" FOR EACH ROW EXECUTE FUNCTION availability_changed('court_id');
--> statement-breakpoint
CREATE TRIGGER "holds_availability" AFTER INSERT OR UPDATE OR DELETE ON "holds" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id');
--> statement-breakpoint
CREATE TRIGGER "bookings_availability" AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id');
--> statement-breakpoint
CREATE TRIGGER "courts_availability" AFTER INSERT OR UPDATE OR DELETE ON "courts" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id');
--> statement-breakpoint
CREATE TRIGGER "court_prices_availability" AFTER INSERT OR UPDATE OR DELETE ON "court_prices" FOR EACH ROW EXECUTE FUNCTION availability_changed('court_id');
--> statement-breakpoint
CREATE TRIGGER "club_sports_availability" AFTER INSERT OR UPDATE OR DELETE ON "club_sports" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id', 'directory');
--> statement-breakpoint
CREATE TRIGGER "clubs_availability" AFTER INSERT OR UPDATE OR DELETE ON "clubs" FOR EACH ROW EXECUTE FUNCTION availability_changed('id', 'directory');
--> statement-breakpoint
CREATE TRIGGER "club_members_availability" AFTER INSERT OR UPDATE OR DELETE ON "club_members" FOR EACH ROW EXECUTE FUNCTION availability_changed('-', 'directory');
--> statement-breakpoint
CREATE TRIGGER "app_configs_availability" AFTER INSERT OR UPDATE OR DELETE ON "app_configs" FOR EACH ROW EXECUTE FUNCTION availability_changed('-', 'directory');
--> statement-breakpoint
CREATE TRIGGER "court_claims_availability_truncate" AFTER TRUNCATE ON "court_claims" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "holds_availability_truncate" AFTER TRUNCATE ON "holds" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "bookings_availability_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "courts_availability_truncate" AFTER TRUNCATE ON "courts" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "court_prices_availability_truncate" AFTER TRUNCATE ON "court_prices" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "club_sports_availability_truncate" AFTER TRUNCATE ON "club_sports" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "clubs_availability_truncate" AFTER TRUNCATE ON "clubs" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "club_members_availability_truncate" AFTER TRUNCATE ON "club_members" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "app_configs_availability_truncate" AFTER TRUNCATE ON "app_configs" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
