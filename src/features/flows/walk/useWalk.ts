import { useEffect, useState } from 'react';
import type { FlowEntry, OpenFlow } from '#machines/registry';
import { loadReport, NO_FIXTURES, type FlowReport } from './fixtures';
import { replay, type WalkState } from './walker';
import type { WalkStep } from './walkPath';

/** The flow's report (fixtures and coverage), once fetched; null when there is none. */
export function useFlowReport(flow: FlowEntry): { report: FlowReport | null; loading: boolean } {
  const [state, setState] = useState<{ id: string; report: FlowReport | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadReport(flow.id).then((report) => live && setState({ id: flow.id, report }));
    return () => {
      live = false;
    };
  }, [flow.id]);
  return state?.id === flow.id ? { report: state.report, loading: false } : { report: null, loading: true };
}

/** Replays the walk whenever its steps change (a replay is a few milliseconds: fakes settle at once). */
export function useWalk(flow: OpenFlow, report: FlowReport | null, ready: boolean, inputLabel: string, steps: readonly WalkStep[]) {
  const [state, setState] = useState<{ key: string; walk: WalkState } | null>(null);
  const key = JSON.stringify([flow.id, Boolean(report), inputLabel, steps]);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void replay(flow.machine, report?.fixtures ?? NO_FIXTURES, inputLabel, steps).then((walk) => live && setState({ key, walk }));
    return () => {
      live = false;
    };
    // key stands for flow, report, input and steps
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is their value
  }, [key, ready]);
  return state?.key === key ? state.walk : null;
}
