/** The court search: where logged-in users leave login/register for, and the fallback of every return. */
export const SEARCH_PATH = '/book/search';
