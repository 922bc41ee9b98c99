import { useEffect, useState } from 'react';

/**
 * False during the server render and the first client render (which must match the static HTML: Preact keeps
 * its attributes when it hydrates), true from the next render on. Render what depends on the browser
 * (the URL's query, the real page language of 404.html) only once it is true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
