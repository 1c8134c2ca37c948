import { expect } from 'vitest';
import type { ActionResult } from '~/utils/action-result';
import type { ServerArgs } from '~/utils/api.server';
import { said } from './i18n';
import { pathsOf } from './route-args';
import type { WebApiFixture } from './web-api';

/** Posts of the owner's forms to their actions, signed in as the owner of `web`. */
export function ownerForms(web: WebApiFixture<'owner'>) {
  return {
    /** One post of a page's form: the action's answer and the paths of the calls it made. */
    async post(action: (args: ServerArgs) => Promise<ActionResult>, url: string, form: Record<string, string>) {
      const args = await web.args('owner', { url, form });
      const result = await action(args);
      return { result, calls: pathsOf(args.calls) };
    },
    /** The arguments of the page's GET, for its loader. */
    page: (url: string) => web.args('owner', { url }),
  };
}

/** A refused form's errors, each field's as the page shows them under it (in Russian). */
export function errorsUnder(result: ActionResult): Record<string, string[]> {
  expect(result).toMatchObject({ ok: false, reply: { status: 'error' } });
  return Object.fromEntries(Object.entries(result.reply?.error ?? {}).map(([name, errors]) => [name, (errors ?? []).map(said)]));
}

/** Text of `n` Cyrillic letters: a name longer than its field takes. */
export const lettersOf = (n: number) => 'Я'.repeat(n);
