import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { readChart, type Chart } from './chartModel';
import { layoutChart, type ChartLayout } from './layout';

/** The chart of a machine and its ELK layout (null while ELK works). */
export function useChartLayout(machine: AnyStateMachine): { chart: Chart; layout: ChartLayout | null; error: string | null } {
  const chart = useMemo(() => readChart(machine), [machine]);
  const [done, setDone] = useState<{ chart: Chart; layout: ChartLayout | null; error: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    layoutChart(chart).then(
      (layout) => live && setDone({ chart, layout, error: null }),
      (error: unknown) => live && setDone({ chart, layout: null, error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [chart]);
  return done?.chart === chart ? done : { chart, layout: null, error: null };
}
