import { describe, expect, it } from 'vitest';
import { pathsOf, thrownResponse } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { clientAction } from './client.server';

/** Forms posted by hand to the client's card: refused at its door. */
const web = webApiFixture({ roles: ['owner'] });

describe("the client card's action", () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'nonsense'])(
    'refuses a form named «%s» with 400, asking the API nothing',
    async (intent) => {
      const args = await web.args('owner', { url: '/clients/1', form: { intent } });
      const refused = await thrownResponse(() => clientAction({ ...args, params: { clientId: '1' } }));
      expect(refused.status).toBe(400);
      expect(pathsOf(args.calls)).toEqual([]);
    },
  );
});
