CREATE TABLE "teacher_courts" (
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	CONSTRAINT "teacher_courts_user_id_court_id_pk" PRIMARY KEY("user_id","court_id")
);
--> statement-breakpoint
ALTER TABLE "teacher_courts" ADD CONSTRAINT "teacher_courts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courts" ADD CONSTRAINT "teacher_courts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courts" ADD CONSTRAINT "teacher_courts_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_courts_club_idx" ON "teacher_courts" USING btree ("club_id","court_id");