import type { Meta } from '@storybook/react-vite';
import type { ApiClient } from '#api/client';
import ClubPage from '#features/club/ClubPage';
import type { ClubDto } from '#kernel/contract/booking';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { clubDto } from '../../tests/dom/booking/contractFixtures';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Club page' } satisfies Meta;

const VITACURA = clubDto({
  id: 7,
  phone: '+56 2 2345 6789;+56 9 8765 4321',
  whatsapp: '+56 9 8765 4321',
  bookingEmail: 'reservas@padelvitacura.test',
  externalLinksData: [{ name: 'Reglamento del club', image: null, externalLinkId: 11, pos: 0 }],
});

/** /club/7 whose club call answers `club`, or never. */
const clubStory = (club: ClubDto | 'pending') =>
  screenStory(async (language) => {
    const call = (async ({ id }: EndpointDef) => {
      if (club === 'pending' || id !== 'getClub') return new Promise(() => undefined);
      return { error: false, code: '0', club };
    }) as ApiClient['call'];
    return (await createScreenHarness(ClubPage, { routeId: 'club', url: '/club/7', api: { call }, language })).element;
  });

export const Loading = clubStory('pending');
export const Open = clubStory(VITACURA);
export const BlockedForThisPlayer = clubStory({ ...VITACURA, isBlocked: true });
export const NoWayToContact = clubStory({ ...VITACURA, phone: '1234', whatsapp: null, bookingEmail: null, externalLinksData: [] });
export const LongNameAndAddress = clubStory({
  ...VITACURA,
  name: 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera',
  address: 'Avenida Presidente Kennedy Lateral 9350, Parcela 14, Camino a Farellones',
});
