import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const OnlineContext = createContext(true);

/** Tracks navigator.onLine and the online/offline events. */
export function ConnectivityProvider({ children }: { children: ReactNode }) {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return <OnlineContext.Provider value={online}>{children}</OnlineContext.Provider>;
}

export function useOnline(): boolean {
  return useContext(OnlineContext);
}

/** SPEC 4: offline also means read-only, so forms cannot be submitted. */
export function useSubmitBlocked(): boolean {
  return !useOnline();
}
