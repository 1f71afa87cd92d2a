// Fixtures of the match wizard's model-based test: padel (one against one), football (teams of 5,
// team mandatory) and what the actors answer.
import type { MatchDataDto, MatchSportDto, MatchUserDto, StartData } from '#machines/matchWizard';

export const PADEL = 1;
export const FOOTBALL = 3;

export const sports: MatchSportDto[] = [
  { id: PADEL, code: 'padel', name: 'Pádel', teamSize: 1, teamMandatory: false, status: null },
  { id: FOOTBALL, code: 'football', name: 'Fútbol', teamSize: 5, teamMandatory: true, status: null },
];

const user = (complete: boolean): MatchUserDto => ({
  active: false,
  hasProfilePicture: false,
  hasBirthDate: complete,
  hasGender: complete,
  activeMatchSports: [],
  disabledMatchSports: [],
  wizardMatchSports: [],
});
export const newPlayer: StartData = { matchUser: user(false), sports };
export const knownPlayer: StartData = { matchUser: user(true), sports };

const WEEK = Array.from({ length: 7 }, (_, i) => ({
  dayOfWeek: i + 1,
  min: '07:00',
  max: '23:00',
  defaultStart: '19:00',
  defaultEnd: '21:00',
}));
const base = (sportId: number, teamMandatory: boolean, teamSize: number): MatchDataDto => ({
  sportId,
  status: null,
  teamSize,
  teamMandatory,
  levels: [
    { id: 1, name: 'Principiante' },
    { id: 3, name: 'Intermedio' },
  ],
  level: null,
  fields:
    sportId === PADEL
      ? [
          {
            id: 'hand',
            display: 'Mano hábil',
            options: [
              { id: 'R', display: 'Diestro' },
              { id: 'L', display: 'Zurdo' },
            ],
            optional: 'N',
            showInPreferences: true,
            multiple: false,
            selected: [],
          },
        ]
      : [],
  availabilityOptions: { dayOptions: WEEK },
  dayAvailability: [],
  cities: [],
  userPreferences: { genderPreferences: [], agePreferences: [], ranked: false, levelPreferences: [], handPreference: null },
  metadata: { teamName: null, entityId: null },
});
export const padelData = base(PADEL, false, 1);
export const footballData = base(FOOTBALL, true, 5);

export const providencia = { id: 11, name: 'Providencia', shortName: 'Providencia' };
export const nunoa = { id: 12, name: 'Ñuñoa', shortName: 'Ñuñoa' };
export const maipu = { id: 13, name: 'Maipú', shortName: 'Maipú' };
export const recoleta = { id: 14, name: 'Recoleta', shortName: 'Recoleta' };
export const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
