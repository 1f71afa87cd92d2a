ALTER TABLE "users" ADD COLUMN "facebook_user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_user_key" ON "users" USING btree ("facebook_user_id") WHERE "users"."facebook_user_id" is not null;