import { and, eq } from 'drizzle-orm';
import { cmsTerms } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';

// /terms (spec part 3 §2 "full terms text for the current country", §7 GET
// /api/admin/cms-terms/FULL/{country}/getOne): the seeded text of the country, in its language.

export async function findTerms(deps: ServerDeps, country: string) {
  const [row] = await deps.db
    .select()
    .from(cmsTerms)
    .where(and(eq(cmsTerms.kind, 'FULL'), eq(cmsTerms.countryCode, country)))
    .limit(1);
  if (!row) throw noAccess();
  return {
    terms: { country: row.countryCode, language: row.language, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() },
  };
}
