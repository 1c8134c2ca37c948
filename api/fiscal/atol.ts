import type { FiscalDocument } from './document';
import { FiscalError, type FiscalProvider, type FiscalStep } from './provider';
import { fetchWithin } from '../http/fetch-within';

export interface AtolOptions {
  login: string;
  password: string;
  groupCode: string;
  inn: string;
  paymentAddress: string;
  companyEmail: string;
  sno: string;
  /** https://online.atol.ru/possystem/v4 (the test server: https://testonline.atol.ru/possystem/v4). */
  baseUrl: string;
  /** The business time zone: the document's time is said in it. */
  timeZone: string;
  timeoutMs?: number;
}

interface AtolError {
  code?: number;
  text?: string;
  type?: string;
}
interface AtolAnswer {
  uuid?: string;
  token?: string;
  status?: 'wait' | 'done' | 'fail';
  error?: AtolError | null;
  payload?: Record<string, unknown> | null;
}

/** ATOL's codes (protocol v4) of a missing, wrong or expired token: a new token, then the request again. */
const TOKEN_ERRORS = new Set([10, 11, 12]);
/** "The system has a receipt with this external_id" (v4 code 33): the first send did arrive; the answer names its uuid. */
const DUPLICATE = 33;

/** Payment types of ATOL's protocol v4: 0 cash, 1 electronic (a bank card, a fuel card). */
const PAYMENT_TYPE: Record<FiscalDocument['method'], number> = { cash: 0, card: 1, fuel: 1 };

const roubles = (kopecks: number) => Math.round(kopecks) / 100;
/** ATOL's timestamp of the document: dd.mm.yyyy HH:MM:SS, in the business time zone. */
export function atolTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/**
 * ATOL Online, protocol v4 (ФФД 1.05): POST getToken {login, pass}; POST
 * {group_code}/{sell|sell_refund} with the `Token` header answers the document's uuid; GET
 * {group_code}/report/{uuid} answers wait, done (with the fiscal data) or fail. Services
 * sold in full, no VAT (the simplified tax systems a car wash usually runs on).
 */
export function atolProvider(options: AtolOptions): FiscalProvider {
  let token: string | undefined;
  const timeout = options.timeoutMs ?? 15_000;
  const base = options.baseUrl.replace(/\/$/, '');

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; auth: boolean },
  ): Promise<{ status: number; body: AtolAnswer }> {
    let res: Response;
    try {
      res = await fetchWithin(timeout, 'The register', `${base}/${path}`, {
        method: init.method,
        headers: { 'Content-Type': 'application/json; charset=utf-8', ...(init.auth && token ? { Token: token } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      throw timedOut ? new FiscalError('no_answer', { seconds: Math.max(1, Math.round(timeout / 1000)) }) : new FiscalError('unreachable');
    }
    if (res.status >= 500) throw new FiscalError('server_error', { status: res.status });
    const body = (await res.json().catch(() => ({}))) as AtolAnswer;
    return { status: res.status, body };
  }

  async function authorised(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    if (!token) await signIn();
    let answer = await call(path, { ...init, auth: true });
    if (answer.status === 401 || TOKEN_ERRORS.has(answer.body.error?.code ?? -1)) {
      await signIn();
      answer = await call(path, { ...init, auth: true });
    }
    return answer;
  }

  async function signIn() {
    const { body } = await call('getToken', { method: 'POST', body: { login: options.login, pass: options.password }, auth: false });
    if (!body.token) throw new FiscalError('login_refused', { reason: describe(body.error) });
    token = body.token;
  }

  return {
    name: 'atol',
    async send(document): Promise<FiscalStep> {
      const body = {
        external_id: document.externalId,
        timestamp: atolTime(document.at, options.timeZone),
        receipt: {
          client: document.clientPhone ? { phone: document.clientPhone } : { email: options.companyEmail },
          company: { email: options.companyEmail, sno: options.sno, inn: options.inn, payment_address: options.paymentAddress },
          items: document.items.map((i) => ({
            name: i.name.slice(0, 128),
            price: roubles(i.price),
            quantity: i.quantity,
            sum: roubles(i.sum),
            measurement_unit: 'шт',
            payment_method: 'full_payment',
            payment_object: 'service',
            vat: { type: 'none' },
          })),
          payments: [{ type: PAYMENT_TYPE[document.method], sum: roubles(document.total) }],
          total: roubles(document.total),
        },
      };
      const { body: answer } = await authorised(`${options.groupCode}/${document.operation}`, { method: 'POST', body });
      if (answer.uuid && (!answer.error || answer.error.code === DUPLICATE)) return { state: 'sent', externalId: answer.uuid };
      return { state: 'failed', problem: { code: 'refused', params: { reason: describe(answer.error) } } };
    },
    async check(uuid): Promise<FiscalStep> {
      const { body } = await authorised(`${options.groupCode}/report/${encodeURIComponent(uuid)}`, { method: 'GET' });
      if (body.status === 'done') return { state: 'done', fiscal: body.payload ?? {} };
      if (body.status === 'fail') return { state: 'failed', problem: { code: 'refused', params: { reason: describe(body.error) } } };
      if (body.status === 'wait') return { state: 'wait' };
      throw new FiscalError('no_status', { reason: describe(body.error) });
    },
  };
}

/** The register's own reason, its code and text (ATOL says it in Russian; no locale knows it). */
function describe(error: AtolError | null | undefined): string {
  if (!error) return '—';
  return [error.code !== undefined ? `${error.code}` : '', error.text ?? ''].filter(Boolean).join(': ');
}
