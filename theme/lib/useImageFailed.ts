import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Tracks whether an `<img>` failed to load, so a component can fall back to text.
 * Images on the asset host may be unreachable; an error that fires before React hydrates is
 * caught by checking `complete && naturalWidth === 0` after mount.
 *
 * Returns `[failed, ref, onError]`: pass `ref` and `onError` to the `<img>`.
 */
export function useImageFailed(): [boolean, RefObject<HTMLImageElement | null>, () => void] {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return [failed, ref, () => setFailed(true)];
}
