CREATE TABLE "club_rules" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"hold_minutes" smallint DEFAULT 5 NOT NULL,
	"online_payment" boolean DEFAULT true NOT NULL,
	"one_click" boolean DEFAULT false NOT NULL,
	"allows_insurance" boolean DEFAULT false NOT NULL,
	"downpay_percent" smallint DEFAULT 0 NOT NULL,
	"blocks_pending_payment" boolean DEFAULT false NOT NULL,
	"max_active_bookings" smallint,
	"max_bookings_per_day" smallint,
	"residency_city_id" integer,
	"prime_have_special_price" boolean DEFAULT false NOT NULL,
	CONSTRAINT "club_rules_hold_minutes" CHECK ("club_rules"."hold_minutes" between 1 and 60),
	CONSTRAINT "club_rules_downpay_percent" CHECK ("club_rules"."downpay_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "club_sports" (
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"timespans" jsonb DEFAULT '[60]'::jsonb NOT NULL,
	"default_timespan" smallint,
	"opens_minute" smallint DEFAULT 480 NOT NULL,
	"closes_minute" smallint DEFAULT 1380 NOT NULL,
	"step_minutes" smallint DEFAULT 30 NOT NULL,
	"days_ahead" smallint DEFAULT 14 NOT NULL,
	"simple_search" boolean DEFAULT false NOT NULL,
	"offer_schedule" boolean DEFAULT true NOT NULL,
	"include_tyc" boolean DEFAULT false NOT NULL,
	"tyc_url" text,
	"tyc_text" text,
	"ask_for_comments" boolean DEFAULT false NOT NULL,
	"text_for_comments" text,
	"data_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waiting_list_enabled" boolean DEFAULT false NOT NULL,
	"book_for_others" text DEFAULT 'ALLOWED' NOT NULL,
	"max_players" smallint DEFAULT 4 NOT NULL,
	"requires_handicap" boolean DEFAULT false NOT NULL,
	"pay_before_hours" smallint,
	"max_active_for_sport" smallint,
	"max_per_day_for_sport" smallint,
	"max_active_per_day_for_sport" smallint,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "club_sports_club_id_sport_id_pk" PRIMARY KEY("club_id","sport_id"),
	CONSTRAINT "club_sports_hours" CHECK ("club_sports"."opens_minute" >= 0 and "club_sports"."opens_minute" < "club_sports"."closes_minute" and "club_sports"."closes_minute" <= 2880),
	CONSTRAINT "club_sports_step" CHECK ("club_sports"."step_minutes" between 5 and 240),
	CONSTRAINT "club_sports_days_ahead" CHECK ("club_sports"."days_ahead" between 0 and 366),
	CONSTRAINT "club_sports_book_for_others" CHECK ("club_sports"."book_for_others" in ('ALLOWED', 'NOT_ALLOWED', 'SAME_TIME')),
	CONSTRAINT "club_sports_max_players" CHECK ("club_sports"."max_players" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "court_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"timespan" smallint NOT NULL,
	"amount" integer NOT NULL,
	"from_minute" smallint DEFAULT 0 NOT NULL,
	"to_minute" smallint DEFAULT 2880 NOT NULL,
	CONSTRAINT "court_prices_amount" CHECK ("court_prices"."amount" >= 0),
	CONSTRAINT "court_prices_band" CHECK ("court_prices"."from_minute" < "court_prices"."to_minute")
);
--> statement-breakpoint
CREATE TABLE "club_ancillaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"online_payment" boolean DEFAULT true NOT NULL,
	"min_items" smallint DEFAULT 0 NOT NULL,
	"max_items" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "club_ancillaries_amount" CHECK ("club_ancillaries"."amount" >= 0),
	CONSTRAINT "club_ancillaries_items" CHECK ("club_ancillaries"."min_items" >= 0 and "club_ancillaries"."max_items" >= 0 and ("club_ancillaries"."max_items" = 0 or "club_ancillaries"."min_items" <= "club_ancillaries"."max_items"))
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "club_members_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "customer_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_active_bookings" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_handicaps" (
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"handicap" double precision NOT NULL,
	CONSTRAINT "player_handicaps_user_id_sport_id_pk" PRIMARY KEY("user_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "prime_offers" (
	"country_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"free_days" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"percent_basis_points" smallint DEFAULT 0 NOT NULL,
	"fixed_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_fees_values" CHECK ("service_fees"."percent_basis_points" between 0 and 10000 and "service_fees"."fixed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_customer_codes" (
	"user_id" integer NOT NULL,
	"customer_code_id" integer NOT NULL,
	CONSTRAINT "user_customer_codes_user_id_customer_code_id_pk" PRIMARY KEY("user_id","customer_code_id")
);
--> statement-breakpoint
CREATE TABLE "club_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer,
	"name" text NOT NULL,
	"plural_name" text NOT NULL,
	"gender" text DEFAULT 'M' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"code" text NOT NULL,
	"percent_off" smallint,
	"amount_off" integer,
	"bins" jsonb,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"max_uses_per_user" smallint DEFAULT 1 NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	CONSTRAINT "discount_codes_kind" CHECK (("discount_codes"."percent_off" is null) <> ("discount_codes"."amount_off" is null)),
	CONSTRAINT "discount_codes_percent" CHECK ("discount_codes"."percent_off" is null or "discount_codes"."percent_off" between 1 and 100),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"user_id" integer NOT NULL,
	"club_coupon_id" integer NOT NULL,
	"quantity_left" integer NOT NULL,
	CONSTRAINT "user_coupons_user_id_club_coupon_id_pk" PRIMARY KEY("user_id","club_coupon_id"),
	CONSTRAINT "user_coupons_quantity" CHECK ("user_coupons"."quantity_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_plans" (
	"country_code" text PRIMARY KEY NOT NULL,
	"plan_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer,
	"amount_uf" double precision,
	"policy_amount" integer,
	"policy_amount_uf" double precision,
	"reimbursement_amount" integer,
	"reimbursement_amount_uf" double precision,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "uf_values" (
	"date" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_players" (
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"club_coupon_id" integer,
	"ancillaries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"online_amount" integer NOT NULL,
	CONSTRAINT "booking_players_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"hold_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"local_start_time" text NOT NULL,
	"local_end_time" text NOT NULL,
	"timespan" smallint NOT NULL,
	"seats" smallint,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	"online_amount" integer NOT NULL,
	"downpayment" integer DEFAULT 0 NOT NULL,
	"total_paid" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"insurance" jsonb,
	"comments" text,
	"data_config_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_code" text,
	"customer_code_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED')),
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."amount" >= 0 and "bookings"."online_amount" >= 0 and "bookings"."total_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacity_slots" (
	"court_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "capacity_slots_court_id_starts_at_pk" PRIMARY KEY("court_id","starts_at"),
	CONSTRAINT "capacity_slots_used" CHECK ("capacity_slots"."used" >= 0 and "capacity_slots"."used" <= "capacity_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "court_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hold_id" integer,
	"booking_id" integer,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "court_claims_range" CHECK ("court_claims"."ends_at" > "court_claims"."starts_at"),
	CONSTRAINT "court_claims_owner" CHECK ("court_claims"."hold_id" is not null or "court_claims"."booking_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"local_start_time" text NOT NULL,
	"timespan" smallint NOT NULL,
	"seats" smallint,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "holds_state" CHECK ("holds"."state" in ('held', 'booked', 'released', 'expired')),
	CONSTRAINT "holds_range" CHECK ("holds"."ends_at" > "holds"."starts_at"),
	CONSTRAINT "holds_seats" CHECK ("holds"."seats" is null or "holds"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"redirect_url" text,
	"err_category" text,
	"fop_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('CREATED', 'APPROVED', 'PENDING', 'REJECTED')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "parent_club_id" integer;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "dummy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "request_member_document" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "members_only_text" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "allow_news" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "min_capacity" smallint;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "min_capacity_mode" text;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "max_capacity_per_booking" smallint;--> statement-breakpoint
ALTER TABLE "club_rules" ADD CONSTRAINT "club_rules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_prices" ADD CONSTRAINT "court_prices_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ancillaries" ADD CONSTRAINT "club_ancillaries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ancillaries" ADD CONSTRAINT "club_ancillaries_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_codes" ADD CONSTRAINT "customer_codes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_handicaps" ADD CONSTRAINT "player_handicaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_handicaps" ADD CONSTRAINT "player_handicaps_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fees" ADD CONSTRAINT "service_fees_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_codes" ADD CONSTRAINT "user_customer_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_codes" ADD CONSTRAINT "user_customer_codes_customer_code_id_customer_codes_id_fk" FOREIGN KEY ("customer_code_id") REFERENCES "public"."customer_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coupons" ADD CONSTRAINT "club_coupons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coupons" ADD CONSTRAINT "club_coupons_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_club_coupon_id_club_coupons_id_fk" FOREIGN KEY ("club_coupon_id") REFERENCES "public"."club_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_club_coupon_id_club_coupons_id_fk" FOREIGN KEY ("club_coupon_id") REFERENCES "public"."club_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_slots" ADD CONSTRAINT "capacity_slots_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_claims" ADD CONSTRAINT "court_claims_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_claims" ADD CONSTRAINT "court_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_claims" ADD CONSTRAINT "court_claims_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_claims" ADD CONSTRAINT "court_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "court_prices_band_key" ON "court_prices" USING btree ("court_id","timespan","from_minute");--> statement-breakpoint
CREATE INDEX "court_prices_court_idx" ON "court_prices" USING btree ("court_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_ancillaries_name_key" ON "club_ancillaries" USING btree ("club_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_codes_name_key" ON "customer_codes" USING btree ("club_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "club_coupons_name_key" ON "club_coupons" USING btree ("club_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("club_id","code");--> statement-breakpoint
CREATE INDEX "booking_players_user_idx" ON "booking_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("created_by","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_club_date_idx" ON "bookings" USING btree ("club_id","local_date");--> statement-breakpoint
CREATE INDEX "bookings_court_start_idx" ON "bookings" USING btree ("court_id","starts_at");--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_user_idx" ON "discount_code_uses" USING btree ("discount_code_id","user_id");--> statement-breakpoint
CREATE INDEX "court_claims_hold_idx" ON "court_claims" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "court_claims_booking_idx" ON "court_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holds_idempotency_key" ON "holds" USING btree ("user_id","idempotency_key") WHERE "holds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "holds_court_start_idx" ON "holds" USING btree ("court_id","starts_at");--> statement-breakpoint
CREATE INDEX "holds_user_state_idx" ON "holds" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_user_status_idx" ON "payments" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_parent_club_id_clubs_id_fk" FOREIGN KEY ("parent_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_parent_idx" ON "clubs" USING btree ("parent_club_id");--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_min_capacity_mode" CHECK ("courts"."min_capacity_mode" is null or "courts"."min_capacity_mode" in ('ALL', 'FIRST'));