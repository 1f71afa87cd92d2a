-- No double booking, ever: two active claims on one court may not overlap in time. The database
-- refuses the second one (SQLSTATE 23P01), whatever the application checked before. Half-open
-- ranges: a claim ending at 10:00 and one starting at 10:00 do not overlap. btree_gist (0000)
-- lets "court_id WITH =" sit in a GiST index beside the range.
ALTER TABLE "court_claims" ADD CONSTRAINT "court_claims_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("active");
--> statement-breakpoint
-- Availability reads the active claims of a set of courts around a time.
CREATE INDEX "court_claims_live_idx" ON "court_claims" ("court_id", "starts_at") WHERE "active";
