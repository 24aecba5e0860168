-- The reports are made by pg-boss jobs (docs/operations.md, "Background jobs"), which hold a report while it is made: the
-- report's own lock of the polling worker is gone.
ALTER TABLE "client_reports" DROP COLUMN "locked_until";