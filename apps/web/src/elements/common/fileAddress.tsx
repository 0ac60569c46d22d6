import { createContext, useContext, type ReactNode } from 'react';

/** Maps a page's stored file (a same-site path such as /uploads/image/…) to where this copy of the book reads it. */
export type FileAddress = (path: string) => string | undefined;

/** On the site a file is read at its own path. */
const sameSite: FileAddress = (path) => path;

/**
 * Where pictures, sounds and videos are loaded from. The site reads them at their paths; the offline reader
 * (src/offline) reads the copies packed beside it, by relative addresses that work from a USB stick (`file://`)
 * or any static host, and a file the package does not hold is shown as missing rather than asked of a server.
 */
const FileAddressContext = createContext<FileAddress>(sameSite);

export function FileAddressProvider({ address, children }: { address: FileAddress; children: ReactNode }) {
  return <FileAddressContext.Provider value={address}>{children}</FileAddressContext.Provider>;
}

/** Where to load a file that passed its safety check (safe.ts), or undefined when there is none to load. */
export function useFileAddress(): (safePath: string | undefined) => string | undefined {
  const address = useContext(FileAddressContext);
  return (safePath) => (safePath === undefined ? undefined : address(safePath));
}
