export { sportCategoriesMachine, type SportCategoriesMachine } from './sportCategories.machine';
export * as sportCategoriesSelectors from './sportCategories.selectors';
export * from './sportCategories.types';
export * from './sportCategories.errors';
