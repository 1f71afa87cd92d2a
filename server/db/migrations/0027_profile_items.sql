CREATE TABLE "club_sport_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "club_sport_categories_gender" CHECK ("club_sport_categories"."gender" in ('M', 'F', 'MIXED'))
);
--> statement-breakpoint
CREATE TABLE "customer_code_roster" (
	"customer_code_id" integer NOT NULL,
	"foid_country" text NOT NULL,
	"foid_type" text NOT NULL,
	"foid_number" text NOT NULL,
	CONSTRAINT "customer_code_roster_customer_code_id_foid_country_foid_type_foid_number_pk" PRIMARY KEY("customer_code_id","foid_country","foid_type","foid_number")
);
--> statement-breakpoint
CREATE TABLE "relationship_removals" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"last_booking_id" integer NOT NULL,
	CONSTRAINT "relationship_removals_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "sport_profile_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_profile_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "sport_profile_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"text" jsonb NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_club_sport_categories" (
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"club_sport_category_id" integer NOT NULL,
	"gender" text NOT NULL,
	"created_by_user" text DEFAULT 'Y' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_club_sport_categories_user_id_club_id_sport_id_pk" PRIMARY KEY("user_id","club_id","sport_id"),
	CONSTRAINT "user_club_sport_categories_gender" CHECK ("user_club_sport_categories"."gender" in ('M', 'F'))
);
--> statement-breakpoint
ALTER TABLE "club_sport_categories" ADD CONSTRAINT "club_sport_categories_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_sport_categories" ADD CONSTRAINT "club_sport_categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_code_roster" ADD CONSTRAINT "customer_code_roster_customer_code_id_customer_codes_id_fk" FOREIGN KEY ("customer_code_id") REFERENCES "public"."customer_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationship_removals" ADD CONSTRAINT "relationship_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationship_removals" ADD CONSTRAINT "relationship_removals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_profile_answers" ADD CONSTRAINT "sport_profile_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_profile_answers" ADD CONSTRAINT "sport_profile_answers_question_id_sport_profile_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."sport_profile_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_club_sport_categories" ADD CONSTRAINT "user_club_sport_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_club_sport_categories" ADD CONSTRAINT "user_club_sport_categories_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_club_sport_categories" ADD CONSTRAINT "user_club_sport_categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_club_sport_categories" ADD CONSTRAINT "user_club_sport_categories_club_sport_category_id_club_sport_categories_id_fk" FOREIGN KEY ("club_sport_category_id") REFERENCES "public"."club_sport_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_sport_categories_name_key" ON "club_sport_categories" USING btree ("club_id","sport_id","name","gender");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_profile_questions_position_key" ON "sport_profile_questions" USING btree ("position");