CREATE TABLE "user_features" (
	"user_id" integer NOT NULL,
	"feature" text NOT NULL,
	"source" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_features_user_id_feature_pk" PRIMARY KEY("user_id","feature"),
	CONSTRAINT "user_features_feature" CHECK ("user_features"."feature" in ('MATCH_BOOKING')),
	CONSTRAINT "user_features_source" CHECK ("user_features"."source" in ('SEED', 'SUBSCRIPTION'))
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "hold_id" integer;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "user_features" ADD CONSTRAINT "user_features_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_purpose" CHECK ("holds"."purpose" in ('booking', 'challenge'));