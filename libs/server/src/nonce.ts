import { createContext } from 'react-router';

/**
 * The CSP nonce the app server drew for this response (app-server.ts), handed to React Router
 * through the request context so the document renderer puts it on every script it writes.
 * Unset under `react-router dev`, which sends no CSP.
 */
export const nonceContext = createContext<string | undefined>(undefined);
