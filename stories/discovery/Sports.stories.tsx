import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import SportsPage from '#features/discovery/SportsPage';
import { clubDto, sportListDto } from '../../tests/dom/booking/contractFixtures';
import { offline, PENDING, type FakeAnswers } from '../support/fakeApi';
import { pageStory } from '../support/pageStory';

// /book/sports (spec part 1 §2.1, §9 external links at pos): the sports, or one club's with its
// external links among them, in each state of the sportList machine.

export default { title: 'Discovery/Sports' } satisfies Meta;

const SPORTS = [
  sportListDto(),
  sportListDto({ id: 2, code: 'tennis', name: 'Tenis' }),
  sportListDto({ id: 3, code: 'football', name: 'Fútbol' }),
  sportListDto({ id: 9, code: 'golf', name: 'Golf' }),
  sportListDto({ id: 5, code: 'hidden', name: 'Oculto', hide: true }),
];
const CLUB = clubDto({
  id: 7,
  sports: [
    { id: 1, code: 'padel', name: 'Pádel' },
    { id: 2, code: 'tennis', name: 'Tenis' },
  ],
  externalLinksData: [
    { name: 'Reglamento del club', image: null, externalLinkId: 11, pos: 0 },
    { name: 'Escuela de tenis', image: null, externalLinkId: 12, pos: 2 },
  ],
});

const all = (answers: FakeAnswers) => ({ routeId: 'book.sports', url: '/book/sports', answers });
const ofClub = (answers: FakeAnswers) => ({ routeId: 'book.sports', url: '/book/sports?clubId=7', answers });

/** Opens the club's first external link. */
const openLink = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const link = await waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLButtonElement>('.discovery__item--link');
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 5000 },
  );
  await userEvent.click(link);
};

export const Loading = pageStory(SportsPage, all({ listSports: PENDING }));
export const LoadFailed = pageStory(SportsPage, all({ listSports: offline('listSports') }));
export const AllSports = pageStory(SportsPage, all({ listSports: { sports: SPORTS } }));
/** A club's sports with its external links at their positions (0 means the first). */
export const ClubSportsAndLinks = pageStory(SportsPage, ofClub({ getClub: { club: CLUB } }));
export const OpeningLink = pageStory(SportsPage, ofClub({ getClub: { club: CLUB }, generateExternalLink: PENDING }), openLink);
export const LinkFailed = pageStory(
  SportsPage,
  ofClub({ getClub: { club: CLUB }, generateExternalLink: offline('generateExternalLink') }),
  async (context) => {
    await openLink(context);
    await waitFor(() => expect(context.canvasElement.querySelector('.notice--error')).not.toBeNull());
  },
);
export const LongNames = pageStory(
  SportsPage,
  ofClub({
    getClub: {
      club: {
        ...CLUB,
        sports: [
          { id: 1, code: 'padel', name: 'Pádel' },
          { id: 30, code: 'beach-tennis', name: 'Tenis playa en canchas de arena techadas con iluminación' },
        ],
        externalLinksData: [
          {
            name: 'Inscripciones del campeonato interclubes de primavera — categorías infantiles y juveniles',
            image: null,
            externalLinkId: 11,
            pos: 1,
          },
        ],
      },
    },
  }),
);
