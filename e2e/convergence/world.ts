import type { Page } from '@playwright/test';
import type { OrderRow } from '../../api/contract/orders';
import type { ClusterApi, ProcessName } from './api';
import type { LiveLinks } from './live-link';
import type { Random } from './random';

/**
 * What the random work of the convergence test acts on: the API of both processes, the seeded
 * choices, which processes and screens may be used now, the pages the test watches and the
 * orders they follow.
 */
export interface World {
  api: ClusterApi;
  random: Random;
  /** Which processes answer now (B is down during a restart). */
  up: Record<ProcessName, boolean>;
  /** Whether the person may act on their screen now (not while offline or their process is down). */
  screens: { master: boolean; cashier: boolean };
  pages: { masterActive: Page; masterTask: Page; cashierTask: Page };
  /** The orders the task pages show; an action through a task page may open another one. */
  followed: { master: number; cashier: number };
  catalogue: Catalogue;
  links: LiveLinks;
}

export interface Catalogue {
  models: Array<{ id: number; class_id: number }>;
  washWorkers: number[];
  tireWorkers: number[];
}

export async function loadCatalogue(api: ClusterApi): Promise<Catalogue> {
  const info = await api.call('A', 'master', 'get-cars-info');
  const models = Object.values(info.models)
    .flat()
    .map((m) => ({ id: m.id, class_id: m.class_id }));
  const workers = async (name: 'workers-wash/get' | 'workers-tire/get') => (await api.call('A', 'master', name)).map((w) => w.worker_id);
  return { models, washWorkers: await workers('workers-wash/get'), tireWorkers: await workers('workers-tire/get') };
}

/** Either process at random, A while B is down. */
export function via(world: World): ProcessName {
  const p: ProcessName = world.random.chance(0.5) ? 'A' : 'B';
  return world.up[p] ? p : 'A';
}

/** An order the desk can take money for now. */
export const payable = (o: OrderRow) => o.pay_sum > 0 && o.job_status !== 'canceled';
