/** What server.ts hands every loader and action besides the request. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string;
  }
}

export {};
