CREATE TABLE "multiple_product_items" (
	"multiple_product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"product_id" smallint NOT NULL,
	"product_transaction_id" integer NOT NULL,
	"booking_id" integer,
	"booking_part" integer NOT NULL,
	"fee_part" integer DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "multiple_product_items_product" CHECK ("multiple_product_items"."product_id" in (1, 2)),
	CONSTRAINT "multiple_product_items_booking" CHECK (("multiple_product_items"."product_id" = 1) = ("multiple_product_items"."booking_id" is not null) and ("multiple_product_items"."booking_id" is null or "multiple_product_items"."booking_id" = "multiple_product_items"."product_transaction_id")),
	CONSTRAINT "multiple_product_items_parts" CHECK ("multiple_product_items"."booking_part" >= 0 and "multiple_product_items"."fee_part" >= 0)
);
--> statement-breakpoint
CREATE TABLE "multiple_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_secure_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"bin" text NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_secure_validations_bin" CHECK ("card_secure_validations"."bin" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_product";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "multiple_product_id" integer;--> statement-breakpoint
ALTER TABLE "multiple_product_items" ADD CONSTRAINT "multiple_product_items_multiple_product_id_multiple_products_id_fk" FOREIGN KEY ("multiple_product_id") REFERENCES "public"."multiple_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiple_product_items" ADD CONSTRAINT "multiple_product_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiple_products" ADD CONSTRAINT "multiple_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_secure_validations" ADD CONSTRAINT "card_secure_validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "multiple_product_items_key" ON "multiple_product_items" USING btree ("multiple_product_id","product_id","product_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "multiple_product_items_one_open" ON "multiple_product_items" USING btree ("product_id","product_transaction_id") WHERE "multiple_product_items"."open";--> statement-breakpoint
CREATE INDEX "multiple_product_items_booking_idx" ON "multiple_product_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "multiple_products_user_idx" ON "multiple_products" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_secure_validations_token_key" ON "card_secure_validations" USING btree ("provider","provider_token");--> statement-breakpoint
CREATE INDEX "card_secure_validations_user_bin_idx" ON "card_secure_validations" USING btree ("user_id","bin");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_multiple_product_id_multiple_products_id_fk" FOREIGN KEY ("multiple_product_id") REFERENCES "public"."multiple_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_open_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" in ('CREATED', 'PENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_multiple_product_key" ON "payments" USING btree ("multiple_product_id") WHERE "payments"."multiple_product_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_multiple" CHECK (("payments"."product" = 'multiple') = ("payments"."multiple_product_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product" CHECK ("payments"."product" in ('booking', 'bookingPay', 'insurance', 'multiple'));