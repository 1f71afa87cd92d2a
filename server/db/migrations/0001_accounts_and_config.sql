CREATE TABLE "app_configs" (
	"app_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"force_country" boolean DEFAULT false NOT NULL,
	"main_image" text,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_update" boolean DEFAULT false NOT NULL,
	"update_link" text,
	"search_max_distance" integer DEFAULT 50 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_code" text NOT NULL,
	"timezone" text NOT NULL,
	"default_language_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"prime_enabled" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"language_name" text NOT NULL,
	"locale_name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"jwt_secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"corp" text,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"email_confirm_token" text,
	"language" text DEFAULT 'es-CL' NOT NULL,
	"country_code" text DEFAULT 'CL' NOT NULL,
	"birth_date" date,
	"gender" text,
	"phone" jsonb,
	"foid_country" text,
	"foid_type" text,
	"foid_number" text,
	"geo" jsonb,
	"profile_picture" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_client_idx" ON "login_failures" USING btree ("client_key","failed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_foid_key" ON "users" USING btree ("foid_country","foid_type","foid_number") WHERE "users"."foid_number" is not null;