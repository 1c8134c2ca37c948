/** The product API over HTTP, as another tablet would use it (benchmarks only). */
export class BenchApi {
  private constructor(
    private readonly baseURL: string,
    private readonly token: string,
  ) {}

  static async login(baseURL: string, login: string, password: string): Promise<BenchApi> {
    const answer = await fetch(`${baseURL}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    });
    const body = (await answer.json()) as { data: { token: string } };
    return new BenchApi(baseURL, body.data.token);
  }

  /** Opens this cashier's shift (no float) unless one is open: money moves only in an open shift. */
  async ensureShift(): Promise<void> {
    if ((await this.get('shift/current')) === null) await this.post('shift/open', { opening_float: 0 });
  }

  get authorization() {
    return `Bearer ${this.token}`;
  }

  async get<T = unknown>(path: string): Promise<T> {
    const r = await fetch(`${this.baseURL}/api/v1/${path}`, { headers: { Authorization: this.authorization } });
    if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
    return ((await r.json()) as { data: T }).data;
  }

  async post<T = unknown>(path: string, body: unknown): Promise<T> {
    const r = await fetch(`${this.baseURL}/api/v1/${path}`, {
      method: 'POST',
      headers: { Authorization: this.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`POST ${path}: ${r.status} ${await r.text()}`);
    return ((await r.json()) as { data: T }).data;
  }

  /** A new order with one wash service and a worker, started: it is 'В работе'. */
  async startedOrder(plate: string): Promise<number> {
    const info = await this.get<{
      brands: Array<{ id: number; name: string }>;
      models: Record<string, Array<{ id: number; class_id: number }>>;
    }>('get-cars-info');
    const brand = info.brands.find((b) => b.name === 'Kia')!;
    const model = info.models[String(brand.id)]![0]!;
    const { order_id: id } = await this.post<{ order_id: number }>('new-order', {
      plate_number: plate,
      model_id: model.id,
      class_id: model.class_id,
    });
    const offers = await this.get<Array<{ service_id: number }>>(`service-list/wash?orderId=${id}`);
    await this.post('new-order/update', { order_id: id, action: 'add', service_id: offers[0]!.service_id, is_wash_service: true });
    const order = await this.get<{ items: Array<{ order_item_id: number }> }>(`order/${id}`);
    const workers = await this.get<Array<{ worker_id: number }>>('workers-wash/get');
    await this.post('order/set-worker', { order_id: id, order_item_id: order.items[0]!.order_item_id, workers: [workers[0]!.worker_id] });
    await this.post('order/started', { order_id: id });
    return id;
  }
}

const LETTERS = 'АВЕКМНОРСТУХ';
/** Plates of region 53 (the demo data has none), distinct for i < 1,000,000. */
export function benchPlate(i: number): string {
  const digits = String(100 + (i % 900));
  const rest = Math.floor(i / 900);
  return `${LETTERS[rest % 12]}${digits}${LETTERS[Math.floor(rest / 12) % 12]}${LETTERS[Math.floor(rest / 144) % 12]}53`;
}

/**
 * How a plate is shown on screens: the product's own formatter, so that the benchmarks look for
 * what the screens draw (a copy of it here once fell behind and waited for rows never drawn).
 */
export { formatPlate as shownPlate } from '../../app/utils/format';

/** A browser's session cookie, got by signing in through the form as a person does. */
export async function sessionCookie(baseURL: string, login: string, password: string): Promise<string> {
  const r = await fetch(`${baseURL}/log_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: baseURL },
    body: new URLSearchParams({ login, password }),
    redirect: 'manual',
  });
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`sign-in refused: ${r.status}`);
  return cookie;
}
