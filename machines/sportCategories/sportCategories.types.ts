// Types of /profile/sportcategories and its user_club_sport_categories modal (spec part 3 §2
// "sportcategories", §7 GET sport_categories and POST user_club_sport_categories).
import type { ClubSportCategoryDto, UserSportCategoryDto } from '#kernel/contract/profileItems';
import type { ActorError } from '#kernel/lib/errors';

export type PlayerGender = 'M' | 'F';

export interface SportCategoriesInput {
  userId: number;
  /** The profile's gender when it is M or F (the modal starts with it). */
  gender: PlayerGender | null;
}

export interface ClubSportRef {
  clubId: number;
  sportId: number;
}

export interface SportCategoriesContext {
  userId: number;
  clubSports: UserSportCategoryDto[];
  /** The club and sport whose modal is open. */
  open: ClubSportRef | null;
  categories: ClubSportCategoryDto[];
  categoryId: number | null;
  gender: PlayerGender | null;
  error: ActorError | null;
}

export type SportCategoriesEvent =
  | ({ type: 'category.open' } & ClubSportRef)
  | { type: 'gender.choose'; gender: PlayerGender }
  | { type: 'category.choose'; categoryId: number }
  | { type: 'category.save' }
  | { type: 'category.close' }
  | { type: 'categories.reload' };

export interface SaveCategoryInput extends ClubSportRef {
  userId: number;
  clubSportCategoryId: number;
  gender: PlayerGender;
}
