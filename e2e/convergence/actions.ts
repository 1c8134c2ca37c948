import { cancel, complete, create, keys, keysReturned, noise, pay, rush, start } from './api-actions';
import { screenListComplete, screenPay, screenTaskStep } from './screen-actions';
import type { World } from './world';

export { loadCatalogue, type World } from './world';

/**
 * The random work of the convergence test: what masters and the cashier do all day, through
 * the API of either process (as other tablets and desks would, api-actions.ts) and, now and
 * then, through the screens the test watches, as the person would (screen-actions.ts).
 */
const WEIGHTS = {
  create: 6,
  start: 5,
  complete: 3,
  cancel: 1,
  keys: 2,
  pay: 3,
  keysReturned: 2,
  noise: 1,
  rush: 2,
  screenListComplete: 1,
  screenTaskStep: 1,
  screenPay: 1,
} as const;

/** What each kind of action does; a screen action goes through the API while its person cannot act on the screen. */
const ACTIONS: Record<keyof typeof WEIGHTS, (world: World) => Promise<string>> = {
  create,
  start,
  complete,
  cancel,
  keys,
  pay,
  keysReturned,
  noise,
  rush,
  screenListComplete: (world) => (world.screens.master ? screenListComplete(world) : complete(world)),
  screenTaskStep: (world) => (world.screens.master ? screenTaskStep(world) : start(world)),
  screenPay: (world) => (world.screens.cashier ? screenPay(world) : pay(world)),
};

/** One random action; returns a line for the log. */
export const randomAction = (world: World): Promise<string> => ACTIONS[world.random.weighted(WEIGHTS)](world);
