// Free bookings that need players (spec part 2 §3): the reservation step shows the sport's minimum of
// confirmed players, when the booking expires short of them and the club's words, for a free booking
// only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { atSlots, quote, renderFlow, screenOf, slow, sport, type Fakes } from './flowSupport';

afterEach(() => cleanup());

const RULE = {
  ...sport,
  minPlayers: 4,
  expireFreeBookingMinPlayers: 'Y' as const,
  minPlayersHoursBefore: 2,
  msgNeedMinInvites: 'Reglas del club: 4 jugadores por cancha gratuita.',
};

async function atSummary(fakes: Fakes) {
  const flow = await atSlots(fakes);
  flow.actor.send({ type: 'slot.select', slot: flow.actor.getSnapshot().context.timeslots[1] });
  await screenOf(flow.actor, 'reservation');
  await renderFlow(flow.actor, { routeId: 'book.summary', url: '/book/summary' });
  return flow;
}

describe('min players on a free booking', () => {
  it('a free booking shows the minimum, the deadline and the club’s message before it is confirmed', async () => {
    await atSummary({ sport: RULE, quote: quote({ pay: 0 }) });
    expect(await screen.findByText('Esta reserva gratuita necesita 4 jugadores confirmados', {}, slow)).toBeTruthy();
    const notice = screen.getByTestId('min-players');
    expect(notice.textContent).toContain('Si no los tiene 2 horas antes del inicio, se anulará y la cancha quedará libre.');
    expect(notice.textContent).toContain('Reglas del club: 4 jugadores por cancha gratuita.');
    expect(screen.getByRole('button', { name: 'Confirmar reserva' })).toBeTruthy();
  });

  it('a rule that does not expire says only the minimum; a paid booking shows nothing', async () => {
    await atSummary({ sport: { ...RULE, expireFreeBookingMinPlayers: 'N', msgNeedMinInvites: null }, quote: quote({ pay: 0 }) });
    expect((await screen.findByTestId('min-players', {}, slow)).textContent).not.toContain('se anulará');
    cleanup();
    await atSummary({ sport: RULE, quote: quote({ pay: 20000 }) });
    expect(await screen.findByTestId('summary-total', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('min-players')).toBeNull();
  });
});
