import { createContext, useContext } from 'react';

/**
 * What the app shell tells shared components about the visitor (src/app/app-shell.tsx
 * provides it): shared components never read the store themselves.
 */
export interface Session {
  loggedIn: boolean;
}

const SessionContext = createContext<Session>({ loggedIn: false });

export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  return useContext(SessionContext);
}
