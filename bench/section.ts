/** One part of `npm run bench`: its Markdown for docs/benchmarks.md and its raw figures. */
export interface Section {
  id: string;
  title: string;
  markdown: string;
  data: unknown;
}
