import { asc, eq } from 'drizzle-orm';
import type { SportProfileAnswerDto, SportProfileDto } from '#kernel/contract/profileItems';
import type { CatalogLocale } from '#kernel/lib/i18n/languages';
import type { Db } from '#server/db/client';
import { sportProfileAnswers, sportProfileQuestions, type LocalizedText } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

const textKey: Record<CatalogLocale, keyof LocalizedText> = { 'es-CL': 'es', en: 'en', 'pt-BR': 'pt' };

/** Why a set of answers is refused (the contract's -2301 and -2302). */
export type AnswersProblem = 'unknownAnswer' | 'incomplete';

async function questions(db: Db | Tx) {
  return db.select().from(sportProfileQuestions).orderBy(asc(sportProfileQuestions.position));
}

/** The questionnaire in a language, with the player's answers (spec part 3 §3 "Sport profile"). */
export async function sportProfile(db: Db, userId: number, locale: CatalogLocale): Promise<SportProfileDto> {
  const key = textKey[locale];
  const all = await questions(db);
  const answers = await db
    .select({ questionId: sportProfileAnswers.questionId, optionId: sportProfileAnswers.optionId })
    .from(sportProfileAnswers)
    .where(eq(sportProfileAnswers.userId, userId));
  return {
    questions: all.map((q) => ({ id: q.id, text: q.text[key], options: q.options.map((o) => ({ id: o.id, text: o.text[key] })) })),
    answers: answers.filter((a) => all.some((q) => q.id === a.questionId)),
  };
}

/** Whether there is a questionnaire, and whether the player answered every question. */
export async function sportProfileAvailability(db: Db, userId: number): Promise<{ available: boolean; answered: boolean }> {
  const profile = await sportProfile(db, userId, 'es-CL');
  return {
    available: profile.questions.length > 0,
    answered: profile.questions.length > 0 && profile.questions.every((q) => profile.answers.some((a) => a.questionId === q.id)),
  };
}

/** Saves one answer per question, all or none; a problem when an answer is unknown or one is missing. */
export async function saveSportProfile(
  db: Db,
  userId: number,
  answers: SportProfileAnswerDto[],
  now: Date,
): Promise<AnswersProblem | null> {
  const all = await questions(db);
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const known = answers.every((a) => all.find((q) => q.id === a.questionId)?.options.some((o) => o.id === a.optionId));
  if (!known) return 'unknownAnswer';
  if (all.some((q) => !chosen.has(q.id))) return 'incomplete';
  await db.transaction(async (tx) => {
    for (const [questionId, optionId] of chosen) {
      await tx
        .insert(sportProfileAnswers)
        .values({ userId, questionId, optionId, answeredAt: now })
        .onConflictDoUpdate({
          target: [sportProfileAnswers.userId, sportProfileAnswers.questionId],
          set: { optionId, answeredAt: now },
        });
    }
  });
  return null;
}
