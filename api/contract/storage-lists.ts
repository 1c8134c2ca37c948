/**
 * The storage screen's lists: sets in storage, those past their season, those given back.
 * Apart from the storage schemas (storage.ts) so that the screen's tabs do not bring zod into
 * the browser: a module of schemas is kept whole by the bundler.
 */
export const STORAGE_LISTS = ['stored', 'overdue', 'given'] as const;
