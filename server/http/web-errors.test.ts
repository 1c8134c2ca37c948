import type { NextFunction, Request, Response } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { webErrors } from './web-errors';

const TOKEN = 'wOP4mIZd0XUL2BMWlmi23kFx';

function run(err: unknown, url: string) {
  const lines: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
  const answer = { status: 0, body: '' };
  const res = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return this;
    },
    type() {
      return this;
    },
    send(body: string) {
      answer.body = body;
      return this;
    },
  } as unknown as Response;
  webErrors(logger)(err, { originalUrl: url } as Request, res, (() => undefined) as NextFunction);
  return { ...answer, log: lines.join('') };
}

describe('webErrors', () => {
  it('answers a path Express cannot unescape with 400 and logs no stack', () => {
    const { status, body, log } = run(new URIError(`Failed to decode param '/o/${TOKEN}%'`), `/o/${TOKEN}%`);
    expect(status).toBe(400);
    expect(body).toBe('Неверный адрес страницы: проверьте ссылку.');
    expect(log).toBe('');
  });

  it('logs any other failure once, without the customer’s link', () => {
    const { status, log } = run(new Error(`Route "x" does not match URL "/o/${TOKEN}"`), `/o/${TOKEN}`);
    expect(status).toBe(500);
    expect(log).toContain('page request failed');
    expect(log).not.toContain(TOKEN);
  });
});
