ALTER TABLE "sports" ADD COLUMN "switch_book_flow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "hide_price_mode" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "additional_text_data" text;--> statement-breakpoint
ALTER TABLE "club_sports" ADD COLUMN "comments_min_length" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_hide_price_mode" CHECK ("club_sports"."hide_price_mode" in ('NONE', 'ALL'));--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_comments_min_length" CHECK ("club_sports"."comments_min_length" between 1 and 500);