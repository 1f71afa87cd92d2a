CREATE TABLE "club_credit_balances" (
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"balance" integer NOT NULL,
	CONSTRAINT "club_credit_balances_user_id_club_id_currency_code_pk" PRIMARY KEY("user_id","club_id","currency_code"),
	CONSTRAINT "club_credit_balances_not_negative" CHECK ("club_credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_courts" (
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	CONSTRAINT "teacher_courts_user_id_court_id_pk" PRIMARY KEY("user_id","court_id")
);
--> statement-breakpoint
ALTER TABLE "club_credits" DROP CONSTRAINT "club_credits_reason";--> statement-breakpoint
ALTER TABLE "club_credit_balances" ADD CONSTRAINT "club_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_credit_balances" ADD CONSTRAINT "club_credit_balances_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courts" ADD CONSTRAINT "teacher_courts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courts" ADD CONSTRAINT "teacher_courts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courts" ADD CONSTRAINT "teacher_courts_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_courts_club_idx" ON "teacher_courts" USING btree ("club_id","court_id");--> statement-breakpoint
ALTER TABLE "club_credits" ADD CONSTRAINT "club_credits_reason" CHECK (("club_credits"."reason" = 'BOOKING_CONVERTED' and "club_credits"."amount" > 0) or ("club_credits"."reason" = 'BOOKING_PAID' and "club_credits"."amount" < 0));--> statement-breakpoint
-- The balances of the credit converted before this table existed: the sum of each ledger.
INSERT INTO "club_credit_balances" ("user_id", "club_id", "currency_code", "balance") SELECT "user_id", "club_id", "currency_code", sum("amount") FROM "club_credits" GROUP BY "user_id", "club_id", "currency_code";
