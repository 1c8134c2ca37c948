import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Subject } from 'rxjs';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRequest } from '#contract/transport';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE, type OrderChange } from '#contract/live';
import type { PublicOrder } from '#contract/public-order';
import { attachPublicSockets } from './public-socket';
import type { Poller } from './poller';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const viewOf = (total: number): PublicOrder => ({
  state: 'waiting',
  car: { brand: 'Kia', model: 'Rio', plate: 'А***ВС 77' },
  services: [],
  queue: null,
  money: { total, discount: 0, paid: 0, to_pay: total },
  shop: null,
  done_at: null,
  picked_up_at: null,
});

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a customer page joining while a change is pushed', () => {
  it('reads its view again once in its room, when a push came during its handshake (no page was in a room then)', async () => {
    let current = viewOf(500);
    // The handshake's read is held until the change below is committed and pushed.
    let releaseHandshake: () => void = () => undefined;
    const handshakeHeld = new Promise<void>((resolve) => (releaseHandshake = resolve));
    let reads = 0;
    const transport = async (call: CallRequest) => {
      reads += 1;
      const view = current;
      if (reads === 1) await handshakeHeld;
      expect(call.path).toBe('public/views');
      return {
        status: 200,
        headers: {},
        body: { result: 'ok', data: { views: { [TOKEN]: view }, orders: { [TOKEN]: 7 } } },
        local: true as const,
      };
    };
    const changes$ = new Subject<OrderChange[]>();
    const poller = { changes$, setActive: () => undefined } as unknown as Poller;
    const http = createServer();
    const io = new Server(http);
    attachPublicSockets(io, { transport, poller, trustProxy: () => false });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    stops.push(() => void io.close());
    const { port } = http.address() as AddressInfo;

    const client = connect(`http://127.0.0.1:${port}${PUBLIC_NAMESPACE}`, { auth: { token: TOKEN }, transports: ['websocket'] });
    stops.push(() => client.close());
    const seen: number[] = [];
    client.on(PUBLIC_EVENTS.order, (view: PublicOrder) => seen.push(view.money.total));
    await expect.poll(() => reads).toBe(1);

    // The order changes and the change is pushed while the socket is still in its handshake.
    current = viewOf(1600);
    changes$.next([{ id: 7 } as OrderChange]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseHandshake();

    await expect.poll(() => seen.at(-1)).toBe(1600);
  });
});

describe("an address's count of open customer sockets", () => {
  it('does not keep a socket whose client left during the handshake: the address may still open its number', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let reads = 0;
    const transport = async () => {
      reads += 1;
      if (reads === 1) await firstHeld;
      return {
        status: 200,
        headers: {},
        body: { result: 'ok', data: { views: { [TOKEN]: viewOf(500) }, orders: { [TOKEN]: 7 } } },
        local: true as const,
      };
    };
    const poller = { changes$: new Subject<OrderChange[]>(), setActive: () => undefined } as unknown as Poller;
    const http = createServer();
    const io = new Server(http);
    attachPublicSockets(io, { transport, poller, trustProxy: () => false, openPerAddress: 2 });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    stops.push(() => void io.close());
    const { port } = http.address() as AddressInfo;
    const open = () => {
      const client = connect(`http://127.0.0.1:${port}${PUBLIC_NAMESPACE}`, {
        auth: { token: TOKEN },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      stops.push(() => client.close());
      return client;
    };

    // The first page hangs up while its handshake's read is still under way.
    const gone = open();
    await expect.poll(() => reads).toBe(1);
    gone.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Two pages from the same address: both are in, none refused for the one that left.
    const answers = await Promise.all(
      [open(), open()].map(
        (client) =>
          new Promise<string>((resolve) => {
            client.on(PUBLIC_EVENTS.order, () => resolve('view'));
            client.on('connect_error', (err) => resolve(err.message));
          }),
      ),
    );
    expect(answers).toEqual(['view', 'view']);
    // A third one is over the number.
    const third = await new Promise<string>((resolve) => open().on('connect_error', (err) => resolve(err.message)));
    expect(third).toBe('throttled');
  });
});
