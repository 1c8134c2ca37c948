import { expect, type Page } from '@playwright/test';

interface PageLinks {
  /** Order number of the page's last document request: sockets opened before it belong to an old document. */
  navigation: number;
  sockets: Map<object, { opened: number; connected: boolean }>;
  /** Sockets that closed without ever connecting: reconnection attempts refused. */
  refused: number;
}

/**
 * Which pages have their live link up, seen from outside: a socket.io WebSocket of the
 * page's current document that has received its CONNECT packet ('40…') and is not closed.
 * A page shown before its scripts ran looks right but follows nothing; the test waits for
 * the link before it counts on a page, and before it takes the network away from it (a
 * page still loading its scripts then would miss the browser's 'offline' event).
 */
export class LiveLinks {
  private readonly pages = new Map<Page, PageLinks>();
  private events = 0;

  /** Call before the page's first navigation. */
  watch(page: Page): Page {
    const links: PageLinks = { navigation: 0, sockets: new Map(), refused: 0 };
    this.pages.set(page, links);
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) links.navigation = ++this.events;
    });
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      const entry = { opened: ++this.events, connected: false };
      links.sockets.set(ws, entry);
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) entry.connected = true;
      });
      ws.on('close', () => {
        if (!entry.connected) links.refused += 1;
        links.sockets.delete(ws);
      });
    });
    return page;
  }

  isUp(page: Page): boolean {
    const links = this.pages.get(page);
    if (!links) return false;
    return [...links.sockets.values()].some((s) => s.connected && s.opened > links.navigation);
  }

  /** How many of the page's reconnection attempts have been refused so far. */
  refused(page: Page): number {
    return this.pages.get(page)?.refused ?? 0;
  }

  /** Waits until one more of the page's attempts than `before` has been refused. */
  async waitRefused(page: Page, before: number, timeout = 15_000): Promise<void> {
    await expect
      .poll(() => this.refused(page), { message: `${page.url()} tries to reconnect and is refused`, timeout })
      .toBeGreaterThan(before);
  }

  async waitUp(page: Page, timeout = 15_000): Promise<void> {
    await expect.poll(() => this.isUp(page), { message: `the live link of ${page.url()} comes up`, timeout }).toBe(true);
  }
}
