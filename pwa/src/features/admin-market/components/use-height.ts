import { useCallback, useRef, useState } from 'react';

/** A ref, and the height of what it is on, kept as it changes: room left under the page for the fixed sale bar. */
export function useHeight<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.current.observe(element);
  }, []);
  return [ref, height];
}
