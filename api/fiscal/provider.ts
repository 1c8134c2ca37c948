import type { Logger } from 'pino';
import type { FiscalProblem, FiscalProblemCode } from '../contract/fiscal';
import type { CodeParams } from '../contract/coded';
import type { FiscalDocument } from './document';

/** What a register said of a receipt: taken (its id, the result to be asked for), fiscalised, not yet, or refused. */
export type FiscalStep =
  | { state: 'sent'; externalId: string }
  | { state: 'done'; fiscal: Record<string, unknown> }
  | { state: 'wait' }
  | { state: 'failed'; problem: FiscalProblem };

/**
 * A cloud cash register behind one interface, like the SMS providers: `send` hands it a
 * receipt, `check` asks what became of it. A FiscalError is a passing trouble (no answer, a
 * 5xx): the queue tries again later. A refusal is a step of its own: a person must look.
 */
export interface FiscalProvider {
  readonly name: 'log' | 'atol';
  send(document: FiscalDocument): Promise<FiscalStep>;
  check(externalId: string): Promise<FiscalStep>;
}

/** A passing trouble, by its code (FISCAL_PROBLEMS): the cashier reads it in their language. */
export class FiscalError extends Error {
  readonly problem: FiscalProblem;
  constructor(code: FiscalProblemCode, params?: CodeParams) {
    super(params ? `${code} ${JSON.stringify(params)}` : code);
    this.problem = params ? { code, params } : { code };
  }
}

/** The log provider: a line in the server log per receipt, fiscalised at once; nothing leaves the machine. */
export function logFiscalProvider(logger: Logger): FiscalProvider {
  return {
    name: 'log',
    send(document) {
      logger.info(
        {
          event: 'fiscal',
          external_id: document.externalId,
          operation: document.operation,
          total: document.total,
          method: document.method,
        },
        `fiscal receipt ${document.externalId}`,
      );
      return Promise.resolve({ state: 'done', fiscal: { provider: 'log' } });
    },
    check() {
      return Promise.resolve({ state: 'done', fiscal: { provider: 'log' } });
    },
  };
}
