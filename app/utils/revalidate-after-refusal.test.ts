import { describe, expect, it } from 'vitest';
import { revalidateAfterRefusal } from './revalidate-after-refusal';

type Args = Parameters<typeof revalidateAfterRefusal>[0];
const url = new URL('http://shop.test/cashier/task/7');
const args = (extra: Partial<Args>): Args =>
  ({ currentUrl: url, nextUrl: url, currentParams: {}, nextParams: {}, defaultShouldRevalidate: true, ...extra }) as Args;

describe('revalidateAfterRefusal: a page reads itself again after a refused action', () => {
  it("reads again after a refusal, which React Router's default would skip", () => {
    for (const actionStatus of [400, 404, 409, 422, 503])
      expect(revalidateAfterRefusal(args({ formMethod: 'POST', actionStatus, defaultShouldRevalidate: false }))).toBe(true);
  });

  it("keeps Remix's own answer otherwise", () => {
    expect(revalidateAfterRefusal(args({ formMethod: 'POST', actionStatus: 200, defaultShouldRevalidate: true }))).toBe(true);
    expect(revalidateAfterRefusal(args({ defaultShouldRevalidate: false }))).toBe(false);
    expect(revalidateAfterRefusal(args({ defaultShouldRevalidate: true }))).toBe(true);
  });
});
