CREATE TABLE "billing_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"geo_state_id" integer,
	"geo_city_id" integer,
	"address" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oneclick_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_method_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "oneclick_enrolments_token_unique" UNIQUE("token"),
	CONSTRAINT "oneclick_enrolments_status" CHECK ("oneclick_enrolments"."status" in ('PENDING', 'ENROLLED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "payment_method_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_method_id" integer NOT NULL,
	"scope" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_method_scopes_scope" CHECK ("payment_method_scopes"."scope" in ('PRIME', 'CLUB_MEMBERSHIP'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"club_id" integer,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"bin" text,
	"last4" text NOT NULL,
	"card_type" text,
	"brand" text,
	"exp_month" text,
	"exp_year" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_methods_owner" CHECK ("payment_methods"."user_id" is not null or "payment_methods"."club_id" is not null),
	CONSTRAINT "payment_methods_provider" CHECK ("payment_methods"."provider" in ('KUSHKI', 'WEBPAYONECLICK')),
	CONSTRAINT "payment_methods_card_parts" CHECK (("payment_methods"."bin" is null or "payment_methods"."bin" ~ '^[0-9]{6}$') and "payment_methods"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_card_type" CHECK ("payment_methods"."card_type" is null or "payment_methods"."card_type" in ('credit', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"bin" text,
	"last4" text,
	"card_type" text,
	"brand" text,
	"exp_month" text,
	"exp_year" text,
	"requires_3ds" boolean DEFAULT false NOT NULL,
	"secure_id" text,
	"passed_3ds" boolean,
	"used_at" timestamp with time zone,
	"source_token" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sandbox_card_tokens_secure_id_unique" UNIQUE("secure_id"),
	CONSTRAINT "sandbox_card_tokens_card_parts" CHECK (("sandbox_card_tokens"."bin" is null or "sandbox_card_tokens"."bin" ~ '^[0-9]{6}$') and ("sandbox_card_tokens"."last4" is null or "sandbox_card_tokens"."last4" ~ '^[0-9]{4}$'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"delivered_status" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_details" jsonb,
	"status" text NOT NULL,
	"outcome" text,
	"err_category" text,
	"bin" text,
	"last4" text,
	"card_type" text,
	"brand" text,
	"card_token" text,
	"return_url" text,
	"approve_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_sessions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_sessions_status" CHECK ("sandbox_sessions"."status" in ('CREATED', 'PENDING', 'AUTHORIZED', 'REJECTED', 'REVERSED')),
	CONSTRAINT "sandbox_sessions_card_parts" CHECK (("sandbox_sessions"."bin" is null or "sandbox_sessions"."bin" ~ '^[0-9]{6}$') and ("sandbox_sessions"."last4" is null or "sandbox_sessions"."last4" ~ '^[0-9]{4}$'))
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"value" integer NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "product" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fop_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_bin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oneclick_enrolments" ADD CONSTRAINT "oneclick_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oneclick_enrolments" ADD CONSTRAINT "oneclick_enrolments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_scopes" ADD CONSTRAINT "payment_method_scopes_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oneclick_enrolments_user_idx" ON "oneclick_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_scopes_key" ON "payment_method_scopes" USING btree ("payment_method_id","scope","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_token_key" ON "payment_methods" USING btree ("provider","provider_token");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_methods_club_idx" ON "payment_methods" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "sandbox_card_tokens_source_idx" ON "sandbox_card_tokens" USING btree ("source_token");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_order_key" ON "analytics_events" USING btree ("name","order_id");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref") WHERE "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_key" ON "payments" USING btree ("token") WHERE "payments"."token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" in ('CREATED', 'PENDING');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product" CHECK ("payments"."product" in ('booking', 'bookingPay', 'insurance'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_parts" CHECK (("payments"."card_bin" is null or "payments"."card_bin" ~ '^[0-9]{6}$') and ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$'));