import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * A page whose action was refused reads itself again, as after a success. Remix skips the
 * reload after an action answered 4xx or 5xx (app/utils/refusal-status.server.ts), but a refusal
 * here is most often a stale screen (the order paid, started or canceled at another desk): the
 * person should see the order as it is now, not wait for the live push. The frame around the
 * page (the signed-in area, the root) keeps its own rule.
 */
export const revalidateAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;
