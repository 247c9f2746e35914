import { useEffect, useState } from 'react';

const CONNECTION_CHECK_MS = 5000;
const CONNECTED_PROBABILITY = 0.9;

/** The specification's simulated connection: re-drawn every 5 s, connected about 90% of the time. */
export function useConnectionStatus(random: () => number = Math.random): boolean {
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    const timer = setInterval(() => setConnected(random() < CONNECTED_PROBABILITY), CONNECTION_CHECK_MS);
    return () => clearInterval(timer);
  }, [random]);
  return connected;
}
