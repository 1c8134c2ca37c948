/** What server.ts hands every loader and action besides the request. */
import type { ApiTransport } from '#contract/transport';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** The visitor's address (behind a trusted proxy, the one it forwarded). */
    clientAddress: string;
    /** The way to the product API: its pipeline in this process, or HTTP to a remote one. */
    api: ApiTransport;
  }
}

export {};
