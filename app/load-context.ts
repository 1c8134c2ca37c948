/** What server.ts hands every loader and action besides the request. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** The visitor's address (behind a trusted proxy, the one it forwarded). */
    clientAddress: string;
  }
}

export {};
