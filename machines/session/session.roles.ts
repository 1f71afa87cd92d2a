// Who may open what (spec part 1 §6, part 3 §6): a route's or state's auth requirement (one role or
// a list) against the role of the token. One pure rule, used by the session's `hasRole` selector and
// by the router's guards (src/app/routes/guards.ts), so the two never disagree.

/** Every account's base role: teachers and admins are players too. */
export const BASE_ROLE = 'user';

/**
 * Whether a role satisfies a requirement: a requirement that names 'user' accepts any logged-in
 * role; other roles must match exactly. An empty list accepts nobody.
 */
export function roleSatisfies(role: string, requirement: string | readonly string[]): boolean {
  const required: readonly string[] = typeof requirement === 'string' ? [requirement] : requirement;
  return required.some((r) => r === role || r === BASE_ROLE);
}
