-- Projects a buyer can decide on (issue 44): the builder behind a project, its configurations with their areas, prices
-- and floor plans, possession, towers and floors, and a brochure. An enquiry about a project is kept with the project.
CREATE TABLE "builders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"active_since" integer NOT NULL,
	"rera_promoter_number" text,
	"agent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "builders" ADD CONSTRAINT "builders_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "builder_id" text;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "possession_status" text;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "possession_date" date;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "towers" integer;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "floors" integer;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brochure_key" text;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_builder_id_builders_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."builders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "projects_builder_idx" ON "projects" USING btree ("builder_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "project_configurations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"carpet_area" integer NOT NULL,
	"built_up_area" integer,
	"super_built_up_area" integer,
	"price_min" bigint NOT NULL,
	"price_max" bigint NOT NULL,
	"floor_plan" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_configurations" ADD CONSTRAINT "project_configurations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "project_configurations_project_idx" ON "project_configurations" USING btree ("project_id","position");
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "project_id" text;
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A project's page shows its builder and configurations: changing them moves the content version as a project's own change does.
CREATE TRIGGER builders_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "builders"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER project_configurations_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "project_configurations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
-- A locality's page and figures (/lucknow/gomti-nagar) read its public listings by the locality's address part.
CREATE INDEX "listings_locality_idx" ON "listings" USING btree ("city",btrim(regexp_replace(lower("locality"), '[^a-z0-9]+', '-', 'g'), '-'),"status","created_at");
