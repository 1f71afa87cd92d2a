import { useEffect, useState } from 'react';
import type { FlowEntry, OpenFlow } from '#machines/registry';

/**
 * The flow with its machine and error tables, once its entry's `load` has imported them (each machine
 * is its own chunk: /flows lists ids and titles, and loads a machine when the product owner opens it).
 */
export function useOpenFlow(entry: FlowEntry): { flow: OpenFlow | null; error: string | null } {
  const [state, setState] = useState<{ id: string; flow: OpenFlow | null; error: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    entry.load().then(
      (loaded) => live && setState({ id: entry.id, flow: { ...entry, ...loaded }, error: null }),
      (error: unknown) => live && setState({ id: entry.id, flow: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [entry]);
  return state?.id === entry.id ? state : { flow: null, error: null };
}
