-- Several web processes on one PostgreSQL pass live messages to each other with
-- LISTEN/NOTIFY (@socket.io/postgres-adapter, decision 007). NOTIFY carries at most
-- 8000 bytes; a larger message is stored here for a moment and cleaned up by the adapter.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" bytea
);
