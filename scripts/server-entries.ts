/**
 * The entries of the server's build (scripts/build-server.ts): the server itself, and every
 * module that `moduleWorker` starts on a thread (api/db/module-worker.ts), each by its path
 * from the checkout's root. scripts/server-entries.test.ts checks that no worker is missing.
 */
export const SERVER_ENTRIES = ['server.ts', 'api/db/pglite-thread-worker.ts', 'api/backup/verify-thread-worker.ts'];

/** Where the build writes them: `<name>.js`, and shared chunks under `chunks/`. */
export const SERVER_BUILD_DIR = 'build/node';
