// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#contract/client';
import { renderRoute } from '~/test/render-route';
import { parseIntentForm } from '~/utils/intent-form.server';
import { GroupRow } from '~/routes/_app.owner.discounts/group-row';
import { groupForm } from '~/routes/_app.owner.discounts/discounts.server';
import { formAnswer } from './owner-api.server';

/**
 * The row that adds a discount group, as the owner uses it: a saved group empties it for the next
 * one; a refused one keeps what was typed under the refusal, also right after a save.
 */
afterEach(cleanup);

const taken = new Set<string>();
/** The API as the owner meets it: a name already given is refused, as the real call refuses it. */
function action(form: FormData) {
  const submission = parseIntentForm(form, groupForm);
  const name = String(form.get('name'));
  const answer: ApiAnswer<unknown> = taken.has(name)
    ? { ok: false, status: 409, code: 'group_name_taken', params: { name }, details: `Группа «${name}» уже есть` }
    : { ok: true, data: {}, details: undefined };
  taken.add(name);
  return formAnswer(submission, answer, 'group-new', 'name');
}

function renderNewGroupRow() {
  renderRoute({
    id: 'routes/_app.owner.discounts',
    path: 'owner/discounts',
    url: '/owner/discounts',
    Component: () => (
      <table>
        <tbody>
          <GroupRow limits={{}} />
        </tbody>
      </table>
    ),
    loaderData: {},
    action,
  });
}

describe('a back-office form that adds rows', () => {
  it('empties after a save, and keeps what was typed when the next add is refused', async () => {
    renderNewGroupRow();
    const name = () => screen.getByRole('textbox', { name: /Новая группа/ }) as HTMLInputElement;
    const percent = () => screen.getByRole('spinbutton', { name: /Новая группа/ }) as HTMLInputElement;
    const add = () => screen.getByRole('button', { name: 'Добавить группу' });

    fireEvent.change(await waitFor(name), { target: { value: 'ЖК «Событие»' } });
    fireEvent.change(percent(), { target: { value: '7' } });
    fireEvent.click(add());
    await waitFor(() => expect(name().value).toBe(''));

    fireEvent.change(name(), { target: { value: 'ЖК «Событие»' } });
    fireEvent.change(percent(), { target: { value: '8' } });
    fireEvent.click(add());
    await waitFor(() => expect(name().getAttribute('aria-invalid')).toBe('true'));
    expect(name().value).toBe('ЖК «Событие»');
    expect(percent().value).toBe('8');
  });
});
