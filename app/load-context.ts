/** What server.ts hands every loader and action besides the request (server/web-app.ts). */
import type { ApiTransport } from '#contract/transport';
import type { CustomerAssets } from './utils/customer-assets';

/** The settings the web app reads, parsed once when the process started. */
export interface WebSettings {
  /** The business's time zone (TZ_BUSINESS): every date and time on screen is in it. */
  businessTimeZone: string;
  /** Whether the sign-in page offers registration (ALLOW_REGISTRATION). */
  allowRegistration: boolean;
  /** The secret the session and device cookies are signed with. */
  sessionSecret: string;
  /**
   * Whether this server listens on this machine only: then the sign-in page names the demo
   * accounts that still have their passwords (docs/decisions/028).
   */
  localOnly: boolean;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    settings: WebSettings;
    /** The customers' pages' own script and stylesheet (docs/decisions/046-the-customers-own-bundle.md). */
    customerAssets: CustomerAssets;
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** The visitor's address (behind a trusted proxy, the one it forwarded). */
    clientAddress: string;
    /** The way to the product API: its pipeline in this process, or HTTP to a remote one. */
    api: ApiTransport;
  }
}

export {};
