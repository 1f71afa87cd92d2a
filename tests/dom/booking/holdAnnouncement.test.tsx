// The hold's countdown for screen readers: a polite live region that speaks at the thresholds (the
// minutes left, 30 s, 10 s, the end), while the visible clock, which ticks every second, is not live.
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { atSlots, renderFlow, screenOf, slow } from './flowSupport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('announces the hold at its thresholds, not every second, and the clock itself is not live', async () => {
  // Fake timeouts that also follow real time: the flow and the lazy screen load as usual, and the
  // test can then jump through the hold's five minutes.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const flow = await atSlots();
  flow.actor.send({ type: 'slot.select', slot: flow.actor.getSnapshot().context.timeslots[1] });
  await screenOf(flow.actor, 'reservation');
  await renderFlow(flow.actor, { routeId: 'book.summary', url: '/book/summary' });

  const clock = await screen.findByTestId('hold-countdown', {}, slow);
  expect(clock.closest('[aria-live]:not([aria-live="off"])')).toBeNull();
  const region = screen.getByTestId('hold-announcement');
  expect(region.getAttribute('aria-live')).toBe('polite');
  await waitFor(() => expect(region.textContent).toBe('Quedan 5 minutos para confirmar tu reserva.'));

  const clockTexts = new Set<string>();
  const spoken: string[] = [region.textContent!];
  for (let second = 0; second < 5 * 60 + 2; second++) {
    act(() => void vi.advanceTimersByTime(1000));
    clockTexts.add(clock.textContent!);
    if (region.textContent !== spoken.at(-1)) spoken.push(region.textContent!);
  }
  // The clock showed (nearly) every second; the region changed eight times in all.
  expect(clockTexts.size).toBeGreaterThan(290);
  expect(spoken).toEqual([
    'Quedan 5 minutos para confirmar tu reserva.',
    'Quedan 4 minutos para confirmar tu reserva.',
    'Quedan 3 minutos para confirmar tu reserva.',
    'Quedan 2 minutos para confirmar tu reserva.',
    'Queda 1 minuto para confirmar tu reserva.',
    'Quedan 30 segundos para confirmar tu reserva.',
    'Quedan 10 segundos para confirmar tu reserva.',
    'Se acabó el tiempo reservado para este horario.',
  ]);
});
