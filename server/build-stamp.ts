import { knownMigrations } from '../api/backup/versions';

/**
 * Set by the server's build (scripts/build-server.ts) to the last migration the bundle was
 * built with; absent when the process runs its sources.
 */
declare const WASHDESK_BUILD_MIGRATION: string | undefined;

/**
 * Why a build may not start on this checkout, or undefined. The bundle freezes the code, but
 * the migrations are read from the checkout at start: after a `git pull` without a build, an
 * old server would apply the new migrations and then run against a schema it does not know
 * (docs/decisions/044-the-server-built-for-production.md).
 */
export function buildStampProblem(builtWith: string | undefined, checkoutHas: string | undefined): string | undefined {
  if (builtWith === undefined || builtWith === checkoutHas) return undefined;
  return (
    `The server's build (build/node/) is older or newer than this checkout: it was built with the migrations up to ` +
    `${builtWith || 'none'}, the checkout has ${checkoutHas ?? 'none'}. Run npm run build, then start again.`
  );
}

/** This process's problem, if it runs a build made from another checkout's migrations. */
export function staleBuild(): string | undefined {
  // From the sources there is no stamp, and the journal need not be read.
  if (typeof WASHDESK_BUILD_MIGRATION !== 'string') return undefined;
  return buildStampProblem(WASHDESK_BUILD_MIGRATION, knownMigrations().at(-1)?.tag ?? '');
}
