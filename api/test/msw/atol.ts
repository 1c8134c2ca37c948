import { http, HttpResponse } from 'msw';

/**
 * ATOL Online, protocol v4, as its documentation describes it, played by msw: getToken,
 * sell and sell_refund (answering the document's uuid, or the same uuid again for an
 * external_id it already has), and report/{uuid} (wait, then done with the fiscal data).
 * `state` lets a test see what arrived and make the register misbehave.
 */
export const ATOL_URL = 'https://atol.test/possystem/v4';
export const ATOL_GROUP = 'group_code_1';

export interface AtolState {
  documents: Map<string, { uuid: string; operation: string; body: Record<string, unknown>; checks: number }>;
  tokens: number;
  /** The next n document requests answer 503 (the register is down). */
  downFor: number;
  /** The next n report requests answer 503. */
  reportsDownFor: number;
  /** The next n documents are taken, but their answers are lost on the way back. */
  loseAnswers: number;
  /** Reports of these external ids answer fail. */
  failing: Set<string>;
  /** The next request with a token answers 401 (the token expired). */
  expireToken: boolean;
}

export function atolState(): AtolState {
  return { documents: new Map(), tokens: 0, downFor: 0, reportsDownFor: 0, loseAnswers: 0, failing: new Set(), expireToken: false };
}

export function atolHandlers(state: AtolState) {
  const now = () => '25.11.2026 12:00:00';
  const tokenOk = (request: Request) => {
    if (state.expireToken) {
      state.expireToken = false;
      return false;
    }
    return request.headers.get('Token') === `token-${state.tokens}`;
  };
  return [
    http.post(`${ATOL_URL}/getToken`, async ({ request }) => {
      const body = (await request.json()) as { login?: string; pass?: string };
      if (body.login !== 'atol-login' || body.pass !== 'atol-pass') {
        return HttpResponse.json(
          { error: { code: 12, text: 'Неверный логин или пароль', type: 'system' }, token: '', timestamp: now() },
          { status: 401 },
        );
      }
      state.tokens += 1;
      return HttpResponse.json({ error: null, token: `token-${state.tokens}`, timestamp: now() });
    }),
    http.post(`${ATOL_URL}/${ATOL_GROUP}/:operation`, async ({ request, params }) => {
      if (state.downFor > 0) {
        state.downFor -= 1;
        return new HttpResponse(null, { status: 503 });
      }
      if (!tokenOk(request))
        return HttpResponse.json(
          { error: { code: 12, text: 'Срок действия токена истёк', type: 'system' }, timestamp: now() },
          { status: 401 },
        );
      const body = (await request.json()) as { external_id: string };
      const known = state.documents.get(body.external_id);
      if (known) {
        return HttpResponse.json(
          {
            uuid: known.uuid,
            status: 'wait',
            error: {
              code: 33,
              text: `В системе существует чек с external_id : ${body.external_id} и group_code: ${ATOL_GROUP}`,
              type: 'system',
            },
            timestamp: now(),
          },
          { status: 400 },
        );
      }
      const uuid = `uuid-${state.documents.size + 1}`;
      state.documents.set(body.external_id, {
        uuid,
        operation: String(params.operation),
        body: body as Record<string, unknown>,
        checks: 0,
      });
      // The register took the document, but its answer never reaches us.
      if (state.loseAnswers > 0) {
        state.loseAnswers -= 1;
        return HttpResponse.error();
      }
      return HttpResponse.json({ uuid, status: 'wait', error: null, timestamp: now() });
    }),
    http.get(`${ATOL_URL}/${ATOL_GROUP}/report/:uuid`, ({ request, params }) => {
      if (state.reportsDownFor > 0) {
        state.reportsDownFor -= 1;
        return new HttpResponse(null, { status: 503 });
      }
      if (!tokenOk(request))
        return HttpResponse.json({ error: { code: 11, text: 'Токен истёк', type: 'system' }, timestamp: now() }, { status: 401 });
      const entry = [...state.documents.entries()].find(([, d]) => d.uuid === params.uuid);
      if (!entry)
        return HttpResponse.json(
          { error: { code: 16, text: 'Документ не найден', type: 'system' }, status: 'fail', timestamp: now() },
          { status: 404 },
        );
      const [externalId, doc] = entry;
      doc.checks += 1;
      if (state.failing.has(externalId))
        return HttpResponse.json({
          uuid: doc.uuid,
          status: 'fail',
          error: { code: 34, text: 'Ошибка ККТ', type: 'driver' },
          payload: null,
          timestamp: now(),
        });
      if (doc.checks === 1) return HttpResponse.json({ uuid: doc.uuid, status: 'wait', error: null, payload: null, timestamp: now() });
      return HttpResponse.json({
        uuid: doc.uuid,
        status: 'done',
        error: null,
        payload: {
          total: (doc.body.receipt as { total: number }).total,
          fns_site: 'www.nalog.gov.ru',
          fn_number: '9999078900001234',
          shift_number: 12,
          fiscal_receipt_number: 7,
          fiscal_document_number: 1234,
          fiscal_document_attribute: 3326594320,
          receipt_datetime: now(),
          ecr_registration_number: '0000000001002292',
        },
        timestamp: now(),
      });
    }),
  ];
}
