import { vi } from 'vitest';

// Each test file starts with the product's own modules evaluated afresh (their limiters, caches
// and counters new), while the packages they import stay loaded in the worker (decision 053).
vi.resetModules();
