/**
 * The staff's screens beside the customers' pages (bench/public-fanout.ts): each a socket of
 * the main namespace with its session, which does what its screen does when a change is
 * pushed: reads its own screen's data again (the `.data` of its route, as a live reload does).
 * Timed per change: when the change's event reached the screen, and when its reload answered,
 * both from the moment the master's call was sent, so never before it.
 */
import type { Socket } from 'socket.io-client';
import { openClient } from '../live-fanout';

export type StaffRole = 'master' | 'cashier' | 'display' | 'owner';

/** What each role's open screen reloads: the master's list of cars in work, the cashier's list (the owner's too), the wall. */
const SCREEN_DATA: Record<StaffRole, string> = {
  master: '/master/tasks/active.data?_routes=routes%2F_app.master.tasks.active',
  cashier: '/cashier/tasks/active.data?_routes=routes%2F_app.cashier.tasks.active',
  owner: '/cashier/tasks/active.data?_routes=routes%2F_app.cashier.tasks.active',
  display: '/display.data?_routes=routes%2Fdisplay',
};

interface Screen {
  role: StaffRole;
  /** The first screen's events are counted (what a screen hears as it connects). */
  counted: boolean;
  socket: Socket;
  /** Since the current change was sent: the first event that named its order, and its reload's answer. */
  heard?: number;
  reloaded?: number;
  reloading?: Promise<void>;
  failed?: string;
}

export interface StaffFigures {
  /** Per screen that heard the change: event and reload answer, ms after the call was sent. */
  heard: number[];
  reloaded: number[];
  /** Screens that heard no event naming the changed order; reloads that failed. */
  missed: number;
  failed: number;
}

export class StaffScreens {
  private screens: Screen[] = [];
  private target: { orderId: number; sent: number } | undefined;
  /** The first screen's events, for the catch-up wait as the screens connect. */
  lastEvent = 0;
  events = 0;
  changes = 0;

  constructor(private readonly baseURL: string) {}

  async open(sessions: Array<{ role: StaffRole; cookie: string }>): Promise<void> {
    for (const { role, cookie } of sessions) {
      const screen = { role, counted: this.screens.length === 0 } as Screen;
      screen.socket = await openClient(this.baseURL, cookie, (list) => this.onChanges(screen, cookie, list));
      this.screens.push(screen);
    }
  }

  private onChanges(screen: Screen, cookie: string, list: unknown[]): void {
    const now = Date.now();
    if (screen.counted) {
      this.lastEvent = now;
      this.events += 1;
      this.changes += list.length;
    }
    const target = this.target;
    if (!target || screen.heard !== undefined) return;
    if (!list.some((c) => (c as { id?: number }).id === target.orderId)) return;
    screen.heard = now - target.sent;
    screen.reloading = fetch(`${this.baseURL}${SCREEN_DATA[screen.role]}`, { headers: { cookie } })
      .then(async (r) => {
        await r.arrayBuffer();
        if (!r.ok) throw new Error(`${screen.role}: ${r.status}`);
        screen.reloaded = Date.now() - target.sent;
      })
      .catch((err: unknown) => {
        screen.failed = String(err);
      });
  }

  /** A change of `orderId` is about to be sent. */
  arm(orderId: number, sent: number): void {
    this.target = { orderId, sent };
    for (const s of this.screens) Object.assign(s, { heard: undefined, reloaded: undefined, reloading: undefined, failed: undefined });
  }

  /** The last moment a screen heard or had its reload answered (0 if none), and whether a reload is still out. */
  lastActivity(): { at: number; pending: boolean } {
    const sent = this.target?.sent ?? 0;
    const times = this.screens.flatMap((s) => [s.heard, s.reloaded].filter((t): t is number => t !== undefined).map((t) => sent + t));
    return { at: Math.max(0, ...times), pending: this.screens.some((s) => s.heard !== undefined && s.reloaded === undefined && !s.failed) };
  }

  async figures(): Promise<StaffFigures> {
    await Promise.all(this.screens.map((s) => s.reloading));
    this.target = undefined;
    const heard = this.screens.filter((s) => s.heard !== undefined);
    return {
      heard: heard.map((s) => s.heard!),
      reloaded: heard.filter((s) => s.reloaded !== undefined).map((s) => s.reloaded!),
      missed: this.screens.length - heard.length,
      failed: this.screens.filter((s) => s.failed).length,
    };
  }

  close(): void {
    for (const s of this.screens) s.socket.close();
  }
}
