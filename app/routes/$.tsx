import { GeneralErrorBoundary } from '~/components/error-boundary';

/** Any unknown path: the 404 page with status 404. */
export function loader() {
  throw new Response('Not found', { status: 404 });
}

export default function Unknown() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
