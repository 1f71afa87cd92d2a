/** The app's languages (locales/): the story check renders every story in each. */
export const STORY_LANGUAGES = ['es-CL', 'en', 'pt-BR'] as const;
