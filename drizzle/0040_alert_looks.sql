CREATE TABLE "alert_looks" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"looked_until" timestamp with time zone NOT NULL
);
