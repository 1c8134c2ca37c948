import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response (server.ts makes one per request).
 * Only the server render needs it; in the browser it is empty.
 */
export const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
