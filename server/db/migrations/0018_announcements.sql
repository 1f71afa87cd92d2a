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
CREATE UNIQUE INDEX "announcements_language_title_key" ON "announcements" USING btree ("language","title");