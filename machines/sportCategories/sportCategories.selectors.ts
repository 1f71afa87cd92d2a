// View flags of /profile/sportcategories and its modal.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { loadCategoriesErrors, saveCategoryErrors } from './sportCategories.errors';
import type { SportCategoriesMachine } from './sportCategories.machine';

export type SportCategoriesSnapshot = SnapshotFrom<SportCategoriesMachine>;

export const clubSports = (s: SportCategoriesSnapshot) => s.context.clubSports;
export const isLoading = (s: SportCategoriesSnapshot) => s.matches('loading');
export const loadFailed = (s: SportCategoriesSnapshot) => s.matches('loadFailed');
export const isEmpty = (s: SportCategoriesSnapshot) => s.matches('listed') && s.context.clubSports.length === 0;
export const canOpen = (s: SportCategoriesSnapshot) => s.matches('listed');
/** The club and sport of the open modal. */
export const openClubSport = (s: SportCategoriesSnapshot) =>
  s.matches('choosing') && s.context.open
    ? (s.context.clubSports.find((cs) => cs.clubId === s.context.open?.clubId && cs.sportId === s.context.open?.sportId) ?? null)
    : null;
export const isFetching = (s: SportCategoriesSnapshot) => s.matches({ choosing: 'fetching' });
export const gender = (s: SportCategoriesSnapshot) => s.context.gender;
/** The club's categories for the chosen gender (and the mixed ones); none before a gender. */
export const choices = (s: SportCategoriesSnapshot) =>
  s.context.gender ? s.context.categories.filter((c) => c.gender === 'MIXED' || c.gender === s.context.gender) : [];
export const chosenCategoryId = (s: SportCategoriesSnapshot) => s.context.categoryId;
export const canPick = (s: SportCategoriesSnapshot) => s.matches({ choosing: 'picking' });
export const canSave = (s: SportCategoriesSnapshot) => s.can({ type: 'category.save' });
export const isSaving = (s: SportCategoriesSnapshot) => s.matches({ choosing: 'saving' });
export const saveError = (s: SportCategoriesSnapshot) =>
  s.matches({ choosing: 'picking' }) && s.context.error ? errorEntry(saveCategoryErrors, s.context.error.code) : null;
/** The club's categories could not be loaded (the modal closed). */
export const categoriesError = (s: SportCategoriesSnapshot) =>
  s.matches('listed') && s.context.error ? errorEntry(loadCategoriesErrors, s.context.error.code) : null;
