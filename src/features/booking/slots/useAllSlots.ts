import { useEffect, useState } from 'react';
import { useApi } from '#shell/runtimeContext';
import { fetchAllTimeslots, type AllSlotsInput } from '../api/timeslots';
import type { SlotCardData } from '../api/views';

export type AllSlots = { status: 'off' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; slots: SlotCardData[] };

/** 'Show all': the club's whole day (up to 1000 slots), fetched when asked for. */
export function useAllSlots(input: AllSlotsInput | null): AllSlots {
  const api = useApi();
  const [state, setState] = useState<AllSlots>({ status: 'off' });
  const key = input ? `${input.clubId}|${input.sportId}|${input.date}|${input.time}|${input.timespan}` : '';
  useEffect(() => {
    if (!input) {
      setState({ status: 'off' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchAllTimeslots(api, input, controller.signal).then(
      (slots) => {
        if (controller.signal.aborted) return;
        performance.mark('courtflow:slots:all:start');
        setState({ status: 'loaded', slots });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the input changed
  }, [api, key]);
  return state;
}
