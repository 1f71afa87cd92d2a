// Live inspection: the app's inspector posts each machine snapshot with its active state ids, and
// /flows' hook keeps the latest one of the machine it shows.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkInMachine } from '#machines/checkIn/checkIn.machine';
import { createFlowsInspector, FLOWS_CHANNEL, flowsInspect, type LiveSnapshot } from '#shell/flowsInspect';
import { useLiveSnapshot } from '#features/flows/live/useLiveSnapshot';
import { coverageMarks } from '#features/flows/coverage/coverageMarks';
import { readChart } from '#features/flows/chart/chartModel';
import type { FlowReport } from '#features/flows/walk/fixtures';

describe('live inspection', () => {
  it('is off in tests and production (no inspector)', () => {
    expect(flowsInspect).toBeUndefined();
  });

  it('posts the machine id and active state ids of each machine snapshot', () => {
    const posted: LiveSnapshot[] = [];
    const inspect = createFlowsInspector({ postMessage: (message: LiveSnapshot) => posted.push(message) });
    const actor = createActor(checkInMachine, { input: { checkInId: 'abc', nativeShell: false }, inspect });
    actor.start();
    actor.stop();
    const last = posted.filter((p) => p.machineId === 'checkIn').at(-1);
    expect(last?.value).toBe('leftForSearch');
    expect(last?.active.sort()).toEqual(['checkIn', 'checkIn.leftForSearch']);
  });

  it('keeps the latest snapshot of the shown machine from the channel', async () => {
    const { result } = renderHook(() => useLiveSnapshot('checkIn', true));
    const sender = new BroadcastChannel(FLOWS_CHANNEL);
    const base = { sessionId: 'x:1', status: 'active', at: 1 };
    act(() => {
      sender.postMessage({ ...base, machineId: 'other', value: 'a', active: ['other.a'] });
      sender.postMessage({ ...base, machineId: 'checkIn', value: 'failed', active: ['checkIn', 'checkIn.failed'] });
    });
    await waitFor(() => expect(result.current?.active).toEqual(['checkIn', 'checkIn.failed']));
    sender.close();
  });
});

describe('coverage overlay', () => {
  it('marks the states and transitions the report did not reach, and counts them', () => {
    const chart = readChart(checkInMachine);
    const report = {
      states: { reached: ['checkIn.routing', 'checkIn.locating'], missing: [] },
      transitions: { taken: ['checkIn.routing always #0'], missing: [] },
      errors: { exercised: ['checkIn NO_CHECK_IN_AVAILABLE'], missing: ['checkIn ALREADY_CHECKED_IN'] },
    } as unknown as FlowReport;
    const marks = coverageMarks(chart, report);
    expect(marks.unreachedStates.has('checkIn.failed')).toBe(true);
    expect(marks.unreachedStates.has('checkIn.locating')).toBe(false);
    expect(marks.unreachedTransitions.has('checkIn.routing always #1')).toBe(true);
    expect(marks.unreachedTransitions.has('checkIn.routing always #0')).toBe(false);
    expect(marks.counts.states).toEqual([2, 7]);
    expect(marks.counts.errors).toEqual([1, 2]);
    expect(marks.missingErrors).toEqual(['checkIn ALREADY_CHECKED_IN']);
  });
});
