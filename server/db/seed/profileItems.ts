import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { clubs, clubSportCategories, customerCodeRoster, customerCodes, sportProfileQuestions, type LocalizedText } from '../schema';
import { SPORT_ID } from './sports';

const t = (es: string, en: string, pt: string): LocalizedText => ({ es, en, pt });

/** The sport profile questionnaire (spec part 3 §3 "Sport profile: questions, answers"). */
const QUESTIONS: { position: number; text: LocalizedText; options: LocalizedText[] }[] = [
  {
    position: 1,
    text: t('¿Con qué frecuencia juegas?', 'How often do you play?', 'Com que frequência você joga?'),
    options: [
      t('Menos de una vez al mes', 'Less than once a month', 'Menos de uma vez por mês'),
      t('Algunas veces al mes', 'A few times a month', 'Algumas vezes por mês'),
      t('Cada semana', 'Every week', 'Toda semana'),
    ],
  },
  {
    position: 2,
    text: t('¿Cómo describirías tu nivel?', 'How would you describe your level?', 'Como você descreveria seu nível?'),
    options: [
      t('Principiante', 'Beginner', 'Iniciante'),
      t('Intermedio', 'Intermediate', 'Intermediário'),
      t('Avanzado', 'Advanced', 'Avançado'),
    ],
  },
  {
    position: 3,
    text: t('¿Con quién juegas normalmente?', 'Who do you usually play with?', 'Com quem você costuma jogar?'),
    options: [t('Amigos', 'Friends', 'Amigos'), t('Familia', 'Family', 'Família'), t('Gente nueva', 'New people', 'Pessoas novas')],
  },
  {
    position: 4,
    text: t('¿Cuándo prefieres jugar?', 'When do you prefer to play?', 'Quando você prefere jogar?'),
    options: [t('Mañana', 'Morning', 'Manhã'), t('Tarde', 'Afternoon', 'Tarde'), t('Noche', 'Evening', 'Noite')],
  },
];

/** Padel categories of the Santiago clubs (GET sport_categories), by gender. */
const CATEGORIES: { name: string; gender: 'M' | 'F' | 'MIXED' }[] = [
  { name: '1ª', gender: 'M' },
  { name: '2ª', gender: 'M' },
  { name: '3ª', gender: 'M' },
  { name: '4ª', gender: 'M' },
  { name: 'A', gender: 'F' },
  { name: 'B', gender: 'F' },
  { name: 'C', gender: 'F' },
  { name: 'Mixta', gender: 'MIXED' },
];

/**
 * What the profile lists show for the demo player: the questionnaire, padel categories at two
 * clubs and a customer code their document holds at Vitacura (to retrieve). Their friends come from
 * the demo history (demoHistory.ts). Idempotent.
 */
export async function seedProfileItems(db: Db): Promise<void> {
  await db
    .insert(sportProfileQuestions)
    .values(QUESTIONS.map((q) => ({ ...q, options: q.options.map((text, i) => ({ id: i + 1, text })) })))
    .onConflictDoNothing();

  const clubRows = await db.select({ id: clubs.id, slug: clubs.slug }).from(clubs);
  const club = (slug: string) => clubRows.find((c) => c.slug === slug)?.id;
  for (const clubId of [club('club-padel-vitacura'), club('sportlife-santiago')]) {
    if (!clubId) continue;
    await db
      .insert(clubSportCategories)
      .values(CATEGORIES.map((c, position) => ({ ...c, position, clubId, sportId: SPORT_ID.padel })))
      .onConflictDoNothing();
  }

  const vitacura = club('club-padel-vitacura');
  if (!vitacura) return;

  await db.insert(customerCodes).values({ clubId: vitacura, name: 'Socio Vitacura', maxActiveBookings: 3 }).onConflictDoNothing();
  const [code] = await db
    .select()
    .from(customerCodes)
    .where(and(eq(customerCodes.clubId, vitacura), eq(customerCodes.name, 'Socio Vitacura')));
  await db
    .insert(customerCodeRoster)
    .values({ customerCodeId: code.id, foidCountry: 'CL', foidType: 'NI', foidNumber: '12345678-5' })
    .onConflictDoNothing();
}
