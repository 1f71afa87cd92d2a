// Model-based test of /profile/sportcategories and its user_club_sport_categories modal: every state,
// transition and listed code (-2303, -2304), plus journeys for a category chosen and saved, a gender
// change that drops a category of the other gender, and a club whose categories do not load.
import { expect } from 'vitest';
import type { ClubSportCategoryDto, UserSportCategoryDto } from '#kernel/contract/profileItems';
import { sportCategoriesMachine, type SportCategoriesMachine } from '#machines/sportCategories/sportCategories.machine';
import * as select from '#machines/sportCategories/sportCategories.selectors';
import { describeModel, type Journey } from './support/modelTest';

const vitacura: UserSportCategoryDto = { clubId: 1, clubName: 'Club Pádel Vitacura', sportId: 1, sportName: 'Pádel', category: null };
const withB: UserSportCategoryDto = { ...vitacura, category: { id: 6, name: 'B', gender: 'F' } };
const categories: ClubSportCategoryDto[] = [
  { id: 1, name: '1ª', gender: 'M' },
  { id: 6, name: 'B', gender: 'F' },
  { id: 8, name: 'Mixta', gender: 'MIXED' },
];
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: Journey<SportCategoriesMachine>[] = [
  {
    name: 'choosing B at Vitacura sends the club, sport, category and gender',
    input: { userId: 7, gender: 'F' },
    steps: [
      { done: 'loadClubSports', output: [vitacura] },
      { type: 'category.open', clubId: 1, sportId: 1 },
      { done: 'loadCategories', output: categories },
      { check: ({ snapshot }) => expect(select.choices(snapshot).map((c) => c.name)).toEqual(['B', 'Mixta']) },
      { type: 'category.choose', categoryId: 1 },
      { type: 'category.choose', categoryId: 6 },
      { type: 'category.save' },
      { done: 'saveCategory', output: [withB] },
    ],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[1]).toMatchObject({ src: 'loadCategories', input: { clubId: 1, sportId: 1 } });
      expect(invocations[2]).toMatchObject({
        src: 'saveCategory',
        input: { userId: 7, clubId: 1, sportId: 1, clubSportCategoryId: 6, gender: 'F' },
      });
      expect(select.clubSports(snapshot)[0].category?.name).toBe('B');
      expect(select.openClubSport(snapshot)).toBeNull();
    },
  },
  {
    name: 'the modal starts on the current category; another gender drops it until one is chosen',
    input: { userId: 7, gender: null },
    steps: [
      { done: 'loadClubSports', output: [withB] },
      { type: 'category.open', clubId: 1, sportId: 1 },
      { done: 'loadCategories', output: categories },
      { check: ({ snapshot }) => expect(select.chosenCategoryId(snapshot)).toBe(6) },
      { type: 'gender.choose', gender: 'M' },
      { check: ({ snapshot }) => expect(select.canSave(snapshot)).toBe(false) },
      { type: 'category.choose', categoryId: 8 },
    ],
    end: { choosing: 'picking' },
    assert: ({ snapshot }) => {
      expect(select.chosenCategoryId(snapshot)).toBe(8);
      expect(select.canSave(snapshot)).toBe(true);
    },
  },
  {
    name: 'a club whose categories fail to load closes the modal and says so',
    input: { userId: 7, gender: 'F' },
    steps: [
      { done: 'loadClubSports', output: [vitacura] },
      { type: 'category.open', clubId: 1, sportId: 1 },
      { fail: 'loadCategories', error: new Error('network down') },
    ],
    end: 'listed',
    assert: ({ snapshot }) => expect(select.categoriesError(snapshot)).not.toBeNull(),
  },
];

describeModel(sportCategoriesMachine, {
  name: 'sportCategories',
  inputs: { player: { userId: 7, gender: 'F' } },
  events: {
    'category.open': [
      { type: 'category.open', clubId: 1, sportId: 1 },
      { type: 'category.open', clubId: 9, sportId: 1 },
    ],
    'gender.choose': [{ type: 'gender.choose', gender: 'M' }],
    'category.choose': [
      { type: 'category.choose', categoryId: 8 },
      { type: 'category.choose', categoryId: 6 },
    ],
    'category.save': [{ type: 'category.save' }],
    'category.close': [{ type: 'category.close' }],
    'categories.reload': [{ type: 'categories.reload' }],
  },
  outputs: { loadClubSports: [[vitacura]], loadCategories: [categories], saveCategory: [[withB]] },
  errors: {
    loadClubSports: { other: new Error('network down') },
    loadCategories: { other: new Error('network down') },
    saveCategory: { '-2303': apiError('-2303', 422), '-2304': apiError('-2304', 422), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({
    l: c.clubSports.map((cs) => cs.category?.id ?? 0),
    o: c.open?.clubId,
    k: c.categoryId,
    g: c.gender,
    e: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
