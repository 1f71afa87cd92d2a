import { useEffect, useState } from 'react';
import { useApi } from '#shell/runtimeContext';
import { fetchAllTimeslots, type AllSlotsInput } from '../api/timeslots';
import type { SlotCardData } from '../api/views';

export type AllSlots = { status: 'off' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; slots: SlotCardData[] };

const OFF: AllSlots = { status: 'off' };
const LOADING: AllSlots = { status: 'loading' };
const FAILED: AllSlots = { status: 'failed' };

const keyOf = (input: AllSlotsInput | null) =>
  input ? `${input.clubId}|${input.sportId}|${input.date}|${input.time}|${input.timespan}` : '';

/** 'Show all': the club's whole day (up to 1000 slots), fetched when asked for. */
export function useAllSlots(input: AllSlotsInput | null): AllSlots {
  const api = useApi();
  const key = keyOf(input);
  // The answer is kept with the search it is for: another search reads as loading until its answer comes.
  const [answer, setAnswer] = useState<{ key: string; state: AllSlots } | null>(null);
  const [asked, setAsked] = useState<AllSlotsInput | null>(input);
  // The input object changes identity on every render; the fetch follows its key, from scratch.
  if (keyOf(asked) !== key) {
    setAsked(input);
    setAnswer(null);
  }
  useEffect(() => {
    if (!asked) return;
    const askedKey = keyOf(asked);
    const controller = new AbortController();
    fetchAllTimeslots(api, asked, controller.signal).then(
      (slots) => {
        if (controller.signal.aborted) return;
        performance.mark('courtflow:slots:all:start');
        setAnswer({ key: askedKey, state: { status: 'loaded', slots } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key: askedKey, state: FAILED });
      },
    );
    return () => controller.abort();
  }, [api, asked]);
  if (!input) return OFF;
  return answer?.key === key ? answer.state : LOADING;
}
