import { useEffect, useRef, useState } from 'react';

/**
 * The value once its key has stayed the same for `delayMs`: a dialog asks the server only when the
 * user has stopped changing the fields, not on every keystroke. The first value is settled at once.
 * The key stands for the value, so a new value with the same key (a re-render) changes nothing.
 */
export function useSettledValue<Value>(
  value: Value,
  key: string,
  delayMs: number,
): { value: Value; key: string } {
  const [settled, setSettled] = useState({ value, key });
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = window.setTimeout(() => setSettled({ value: latest.current, key }), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, settled.key, delayMs]);
  return settled;
}
