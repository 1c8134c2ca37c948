import { describe, expect, it } from 'vitest';
import { buildStampProblem, staleBuild } from './build-stamp';

describe('a server build against its checkout', () => {
  it('starts when built with the checkout’s last migration, or from the sources', () => {
    expect(buildStampProblem('0031_storage', '0031_storage')).toBeUndefined();
    expect(buildStampProblem(undefined, '0031_storage')).toBeUndefined();
    // The tests run the sources: no stamp, nothing to refuse.
    expect(staleBuild()).toBeUndefined();
  });

  it('refuses a build from before a pull that brought a migration, and says what to run', () => {
    const problem = buildStampProblem('0031_storage', '0032_next');
    expect(problem).toContain('0031_storage');
    expect(problem).toContain('0032_next');
    expect(problem).toContain('npm run build');
  });
});
