-- The live layer reads through the process's own pipeline now (docs/decisions/017): the
-- account it used to sign in with, 'system-live', is no longer needed. It is disabled and
-- its sessions ended, not deleted: the audit log may name it.
UPDATE "auth_tokens" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "login" = 'system-live');
--> statement-breakpoint
UPDATE "users" SET "disabled_at" = now() WHERE "login" = 'system-live' AND "disabled_at" IS NULL;
