import { useEffect, useState } from 'react';
import { FLOWS_CHANNEL, type LiveSnapshot } from '#shell/flowsInspect';

/** Live inspection is offered with `npm run dev` only (the app posts nothing in a production build). */
export const LIVE_AVAILABLE = import.meta.env.DEV && typeof BroadcastChannel !== 'undefined';

/** The latest snapshot the app in another tab posted for this machine (null until one arrives or when off). */
export function useLiveSnapshot(machineId: string, on: boolean): LiveSnapshot | null {
  const [latest, setLatest] = useState<LiveSnapshot | null>(null);
  useEffect(() => {
    if (!on || !LIVE_AVAILABLE) return;
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (message: MessageEvent<LiveSnapshot>) => {
      if (message.data?.machineId === machineId) setLatest(message.data);
    };
    return () => channel.close();
  }, [machineId, on]);
  return on && latest?.machineId === machineId ? latest : null;
}
