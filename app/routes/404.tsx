import type { MetaFunction } from '@remix-run/node';
import { NotFound } from '~/components/not-found';

export const meta: MetaFunction = () => [{ title: '404 · Washdesk' }];

/** The seed's /404 page, reachable by its own address. */
export default function NotFoundRoute() {
  return <NotFound />;
}
