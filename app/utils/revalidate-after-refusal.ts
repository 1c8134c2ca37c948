import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * A page whose action was refused reads itself again, as after a success (decision 057). React
 * Router's default skips the reload after an action answered 4xx or 5xx, but a refusal here is
 * most often a stale screen (the order paid, started or canceled at another desk): the person
 * should see the order as it is now, not wait for the live push. Each route with an action says
 * so itself, whatever the routes around it decide.
 */
export const revalidateAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;
