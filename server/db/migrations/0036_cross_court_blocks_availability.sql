-- Cross-court blocks and sport blocks raise their club's availability counter (migration 0009's
-- availability_changed): a golf answer kept with the club (server/booking/availability/availabilityCache.ts,
-- clubDayCache.ts) is computed again after a block is added, changed or removed, in this process or another.
-- The sports table raises the directory's counter (its flags reach the searches' directory).
CREATE TRIGGER "cross_court_blocks_availability" AFTER INSERT OR UPDATE OR DELETE ON "cross_court_blocks" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id');
--> statement-breakpoint
CREATE TRIGGER "sport_manual_blocks_availability" AFTER INSERT OR UPDATE OR DELETE ON "sport_manual_blocks" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id');
--> statement-breakpoint
CREATE TRIGGER "sport_auto_blocks_availability" AFTER INSERT OR UPDATE OR DELETE ON "sport_auto_blocks" FOR EACH ROW EXECUTE FUNCTION availability_changed('club_id');
--> statement-breakpoint
CREATE TRIGGER "sports_availability" AFTER INSERT OR UPDATE OR DELETE ON "sports" FOR EACH ROW EXECUTE FUNCTION availability_changed('-', 'directory');
--> statement-breakpoint
CREATE TRIGGER "cross_court_blocks_availability_truncate" AFTER TRUNCATE ON "cross_court_blocks" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "sport_manual_blocks_availability_truncate" AFTER TRUNCATE ON "sport_manual_blocks" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "sport_auto_blocks_availability_truncate" AFTER TRUNCATE ON "sport_auto_blocks" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
--> statement-breakpoint
CREATE TRIGGER "sports_availability_truncate" AFTER TRUNCATE ON "sports" FOR EACH STATEMENT EXECUTE FUNCTION availability_truncated();
