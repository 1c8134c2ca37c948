import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { russian } from '~/test/i18n';
import type { ActionResult } from '~/utils/action-result';
import { NoScriptActionNotice } from './no-script-notice';

const ru = russian();

/** The page as the server draws it after a form posted without JavaScript: `result` is its action's answer. */
function drawn(result: unknown) {
  const Stub = createRemixStub([{ id: 'page', path: '/owner/staff', Component: NoScriptActionNotice, action: () => null }]);
  return renderToString(
    <I18nextProvider i18n={ru}>
      <Stub initialEntries={['/owner/staff']} hydrationData={{ actionData: { page: result } }} />
    </I18nextProvider>,
  );
}

describe('NoScriptActionNotice: the answer of a fetcher page posted without JavaScript', () => {
  it('says a refusal at the top, in red, inside noscript', () => {
    const refused: ActionResult = { ok: false, error: 'Сотрудник уже отключён', status: 409 };
    const html = drawn(refused);
    expect(html).toContain(
      `<noscript><div class="alert alert-danger mb-3" role="alert"><strong>Ошибка</strong> Сотрудник уже отключён</div></noscript>`,
    );
  });

  it('says a success in green', () => {
    expect(drawn({ ok: true, message: 'Сохранено' })).toMatch(/<noscript><div class="alert alert-success mb-3" role="status">/);
  });

  it('says nothing when the page was not posted, or its data is not a form answer', () => {
    expect(drawn(undefined)).not.toContain('noscript');
    expect(drawn({ rows: [] })).not.toContain('noscript');
  });
});
