import type { PostProcessorModule } from 'i18next';
import { nestQuotes } from '#contract/nested-quotes';

/** The i18next post-processor of every instance (app/i18n.ts names it in the shared settings). */
export const nestedQuotes: PostProcessorModule = {
  type: 'postProcessor',
  name: 'nestedQuotes',
  process: (value: string, _key: string | string[], options: { lng?: string }, translator: { language?: string }) =>
    typeof value === 'string' ? nestQuotes(value, options?.lng ?? translator?.language) : value,
};
