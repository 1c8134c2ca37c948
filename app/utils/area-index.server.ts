import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireArea } from './area-guard.server';
import type { Area } from './areas';

/**
 * An area's own address typed by hand (`/cashier`, `/master`, `/owner`): its first screen, once
 * the area's guard has let the visitor in (a visitor it does not admit is steered or refused as
 * on any of its screens). Without it the address showed the app's frame around nothing.
 */
export function areaIndexLoader(area: Area, firstScreen: string) {
  return async (args: LoaderFunctionArgs) => {
    await requireArea(args, area);
    throw redirect(firstScreen);
  };
}
