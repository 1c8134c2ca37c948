import type { AppLoadContext, EntryContext, ServerBuild } from '@remix-run/node';

/** The context React rendered a page from, and the page's data as Remix encoded it into the page. */
export interface RenderEntry {
  status: number;
  context: EntryContext;
  handoff: Uint8Array[];
}

/**
 * A Remix server build whose entry notes the context each captured page is rendered from, so
 * that the same page can be rendered again alone: no matching, no loaders, no serialisation.
 */
export function renderCapture(build: ServerBuild) {
  const render = build.entry.module.default;
  let entry: RenderEntry | undefined;
  let handoffRead: Promise<void> = Promise.resolve();
  let capturing = false;
  const noting: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (request, status, headers, context, loadContext) => {
          // The loaders' data goes into the page as a stream (turbo-stream) read once: while a
          // request is captured, its encoded chunks are kept, so that the same data can be rendered again.
          const stream = context.serverHandoffStream;
          if (!capturing) return render(request, status, headers, context, loadContext);
          if (!stream) {
            entry = { status, context, handoff: [] };
            return render(request, status, headers, context, loadContext);
          }
          const [mine, kept] = stream.tee();
          const noted: RenderEntry = { status, context, handoff: [] };
          entry = noted;
          handoffRead = (async () => {
            for await (const chunk of kept as unknown as AsyncIterable<Uint8Array>) noted.handoff.push(chunk);
          })();
          return render(request, status, headers, { ...context, serverHandoffStream: mine }, loadContext);
        },
      },
    },
  };

  return {
    /** The build to hand to Remix's request handler. */
    build: noting,
    /** Runs one request (`send`) with its render context noted; the answer read whole. */
    async capture(url: string, send: () => Promise<Response>): Promise<{ response: Response; bytes: number; entry: RenderEntry }> {
      entry = undefined;
      capturing = true;
      const response = await send().finally(() => {
        capturing = false;
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      await handoffRead;
      if (!entry) throw new Error(`${url}: the page was not rendered (${response.status})`);
      return { response, bytes, entry };
    },
    /** The build's render of the page from its noted context and its data already encoded. */
    async render(request: Request, captured: RenderEntry, loadContext: AppLoadContext): Promise<void> {
      const handoff = captured.handoff;
      const context: EntryContext = {
        ...captured.context,
        serverHandoffStream: new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of handoff) controller.enqueue(chunk);
            controller.close();
          },
        }),
      };
      const response = await render(request, captured.status, new Headers(), context, loadContext);
      await response.arrayBuffer();
    },
  };
}
