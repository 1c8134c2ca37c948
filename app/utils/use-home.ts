import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';

/** The signed-in user's home (their role's start page), or /log_in. */
export function useHome(): string {
  return useRouteLoaderData<typeof rootLoader>('root')?.home ?? '/log_in';
}
