// Live inspection for /flows in development (issue 13): the app's root actors take this as their
// `inspect` option, and every machine snapshot (children included: the actor system reports them)
// is posted on a BroadcastChannel with its active state node ids. /flows in another tab listens and
// highlights them. Production and tests get `undefined`: nothing is posted, nothing is bundled in.
import type { InspectionEvent } from 'xstate';

export const FLOWS_CHANNEL = 'courtflow:flows-inspect';

export interface LiveSnapshot {
  machineId: string;
  sessionId: string;
  value: unknown;
  active: string[];
  status: string;
  at: number;
}

/** The inspector; `channel` is the BroadcastChannel it posts on (exported for its test). */
export function createFlowsInspector(
  channel: Pick<BroadcastChannel, 'postMessage'> = new BroadcastChannel(FLOWS_CHANNEL),
): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { machine?: { id: string }; _nodes?: Array<{ id: string }>; value?: unknown; status: string };
    if (!snapshot.machine || !snapshot._nodes) return; // promise actors and other logic
    const live: LiveSnapshot = {
      machineId: snapshot.machine.id,
      sessionId: event.actorRef.sessionId,
      value: snapshot.value,
      active: snapshot._nodes.map((node) => node.id),
      status: snapshot.status,
      at: Date.now(),
    };
    try {
      channel.postMessage(JSON.parse(JSON.stringify(live)));
    } catch {
      // a value that cannot be cloned: skip this one
    }
  };
}

export const flowsInspect: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.DEV && import.meta.env.MODE !== 'test' && typeof BroadcastChannel !== 'undefined' ? createFlowsInspector() : undefined;
