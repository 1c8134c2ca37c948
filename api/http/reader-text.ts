import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import { REFUSALS, type RefusalCode } from '../contract/refusals';
import { fill } from '../domain/refusal-text';
import { projectFile } from '../project-files';

/** The web app's languages (its switcher's cookie names one); Russian when nothing says otherwise. */
const LANGUAGES = ['ru', 'en', 'fr', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** The language switcher's cookie (`wd_lng`, written by the web app as base64 of a JSON string). */
function cookieLanguage(header: string | undefined): string | undefined {
  const raw = /(?:^|;\s*)wd_lng=([^;]*)/.exec(header ?? '')?.[1];
  if (!raw) return undefined;
  // Whatever the browser sends: a cookie that does not decode is no choice, never an error.
  try {
    const text = decodeURIComponent(raw);
    try {
      return JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as string;
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}

/** The language of a browser that followed an address outside the web app: the switcher's choice, else the browser's, else Russian. */
export function readerLanguage(req: Pick<Request, 'headers'>): Language {
  const chosen = cookieLanguage(req.headers.cookie);
  if (isLanguage(chosen)) return chosen;
  // The browser's languages by their weight (`fr;q=0.1, en;q=0.9` is English first; q=0 is «not this»).
  const offered = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...options] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(options.join(';'))?.[1] ?? 1);
      return { lng: (tag ?? '').split('-')[0]!.toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((o) => o.q > 0)
    .sort((a, b) => b.q - a.q);
  return (offered.find((o) => isLanguage(o.lng))?.lng as Language | undefined) ?? 'ru';
}

const texts = new Map<Language, Record<string, string>>();

/** A refusal's sentence in `lng`, from the same locales the screens read (Russian: the API's own). */
export function refusalIn(lng: Language, code: RefusalCode, params: Record<string, string> = {}): string {
  if (!texts.has(lng)) {
    const file = projectFile('locales', lng, 'errors.json');
    texts.set(lng, (JSON.parse(readFileSync(file, 'utf8')) as { api: Record<string, string> }).api);
  }
  const template = texts.get(lng)![code] ?? REFUSALS[code];
  return `${fill(template, params)}.`;
}

/** A plain page for a browser that followed an address it should not have, in its reader's language. */
export function refusePlainly(req: Request, res: Response, status: number, code: RefusalCode, params?: Record<string, string>): void {
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', Vary: 'Cookie, Accept-Language' })
    .type('text/plain; charset=utf-8')
    .send(refusalIn(readerLanguage(req), code, params));
}
