import { useEffect, useState } from 'react';

const secondsUntil = (expiresAt: string | null) =>
  expiresAt ? Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000) : null;

/** Seconds until `expiresAt`, recomputed every second (docs/product.md, "Numbers it runs on"); null without one. */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSecondsLeft(secondsUntil(expiresAt));
    if (!expiresAt) return;
    const timer = setInterval(() => setSecondsLeft(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return secondsLeft;
}
