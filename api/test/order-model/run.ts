import type { OrderContext } from '../../orders/order-change';
import type { Clock } from '../money-fixtures';
import type { TestApi } from '../test-api';
import type { DeskPerson, DrawerModel } from './drawer';

/** One run of the model-based test: its API, clock and staff, the model of its cars and drawers, the phones its clients use. */
export interface ModelRun {
  api: TestApi;
  clock: Clock;
  master: string;
  /** The cashier who reads, asks for discounts and closes the orders at night (a drawer the model leaves alone). */
  cashier: string;
  /** Who takes, gives back and switches money: two cashiers and the owner, each with a drawer of their own. */
  desk: DeskPerson[];
  drawer: DrawerModel;
  /** The master and the night cashier as the services see them (for closing orders directly). */
  contexts: { master: OrderContext; cashier: OrderContext };
  model: { id: number; class_id: number };
  phones: { returning: string[]; contract: string[] };
}
