CREATE TABLE "data_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- A transaction that changes what the dashboard's first figures are made of (clients, daily_aum, exchange_rates)
-- leaves one mark; the mark's deferred trigger moves the version when the transaction commits. Taken at commit, the
-- version's row lock waits for nothing but another commit: no lock cycle with the rows a transaction changes, however
-- many statements it has; a bulk load costs one mark.
CREATE TABLE "data_change_marks" ("id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY);--> statement-breakpoint
CREATE FUNCTION "mark_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.data_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('portal.data_changed', 'yes', true);
    INSERT INTO "data_change_marks" DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "id" = 1;
  DELETE FROM "data_change_marks" WHERE "id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_change_marks_bump" AFTER INSERT ON "data_change_marks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "clients_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "daily_aum_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "daily_aum" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "exchange_rates_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();
