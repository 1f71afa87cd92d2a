CREATE TABLE "sport_auto_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sport_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"all_sports" boolean DEFAULT false NOT NULL,
	"blocked_since" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_auto_blocks_window" CHECK ("sport_auto_blocks"."blocked_since" < "sport_auto_blocks"."blocked_until")
);
--> statement-breakpoint
CREATE TABLE "sport_manual_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports" ADD COLUMN "switch_book_flow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "hide_price_mode" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "additional_text_data" text;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "comments_min_length" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_auto_blocks" ADD CONSTRAINT "sport_auto_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_auto_blocks" ADD CONSTRAINT "sport_auto_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_manual_blocks" ADD CONSTRAINT "sport_manual_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_manual_blocks" ADD CONSTRAINT "sport_manual_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_manual_blocks" ADD CONSTRAINT "sport_manual_blocks_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_auto_blocks_user_club_idx" ON "sport_auto_blocks" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE INDEX "sport_manual_blocks_user_club_idx" ON "sport_manual_blocks" USING btree ("user_id","club_id");--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_hide_price_mode" CHECK ("club_sports"."hide_price_mode" in ('NONE', 'ALL'));--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_comments_min_length" CHECK ("club_sports"."comments_min_length" between 1 and 500);