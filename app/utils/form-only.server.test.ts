import { describe, expect, it } from 'vitest';
import { languageCookie } from '~/i18next.server';
import ru from '../../locales/ru/errors.json';
import { formOnly } from './form-only.server';

/** A form-only address opened as a page: 405, in the language the switcher chose. */
describe('a form-only address asked for as a page', () => {
  const ask = async (headers: Record<string, string>) => {
    const answer = await formOnly({ request: new Request('http://shop.test/resources/locale', { headers }) });
    return { status: answer.status, allow: answer.headers.get('Allow'), text: await answer.text() };
  };

  it('answers 405 in Russian by default', async () => {
    expect(await ask({})).toEqual({ status: 405, allow: 'POST', text: ru.formOnly });
  });

  it('answers in English when the switcher chose English', async () => {
    const cookie = await languageCookie.serialize('en');
    const { status, text } = await ask({ Cookie: cookie.split(';')[0]! });
    expect(status).toBe(405);
    expect(text).toBe('This address only takes a submitted form.');
  });
});
