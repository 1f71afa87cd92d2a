import type { Db } from '../client';
import { cmsTerms } from '../schema';
import { SEED_COUNTRIES } from './config';

// The full terms and conditions of each seeded country (spec part 3 §2 /terms), in the country's
// language: Spanish for the Spanish-speaking markets, Portuguese for Brazil, English for the US.
// Reference data: seeded in production too; a text edited later is never overwritten.

type Texts = { title: string; paragraphs: (country: string) => string[] };

const SPANISH: Texts = {
  title: 'Términos y condiciones de uso',
  paragraphs: (country) => [
    `Estos términos rigen el uso de la aplicación y del sitio para reservar canchas y actividades en clubes deportivos de ${country}. Al crear una cuenta o reservar, aceptas estos términos.`,
    '1. Tu cuenta. Eres responsable de los datos que entregas y de mantener tu contraseña en secreto. Puedes cambiar tu correo, tu contraseña y tus datos personales desde tu perfil, y pedir el cierre de tu cuenta en cualquier momento: te contactaremos dentro de 48 horas y luego la cerraremos.',
    '2. Reservas. Una reserva queda confirmada cuando la aplicación la muestra como pagada o reservada. Cada club fija sus precios, sus horarios y sus reglas de anulación, que se muestran antes de pagar.',
    '3. Pagos. Los pagos se hacen a través de proveedores de pago autorizados. No guardamos los números completos de tus tarjetas.',
    '4. Datos personales. Usamos tus datos para gestionar tus reservas, tus pagos y las notificaciones que elegiste recibir. No los vendemos a terceros.',
    '5. Conducta. Debes respetar las reglas de cada club y a los demás jugadores. Podemos suspender cuentas que abusen del servicio.',
    '6. Cambios. Podemos actualizar estos términos; te avisaremos en la aplicación antes de que los cambios entren en vigor.',
  ],
};

const PORTUGUESE: Texts = {
  title: 'Termos e condições de uso',
  paragraphs: (country) => [
    `Estes termos regem o uso do aplicativo e do site para reservar quadras e atividades em clubes esportivos no ${country}. Ao criar uma conta ou reservar, você aceita estes termos.`,
    '1. Sua conta. Você é responsável pelos dados que informa e por manter sua senha em segredo. Você pode alterar seu e-mail, sua senha e seus dados pessoais no seu perfil, e pedir o encerramento da conta a qualquer momento: entraremos em contato em até 48 horas e depois a encerraremos.',
    '2. Reservas. Uma reserva é confirmada quando o aplicativo a mostra como paga ou reservada. Cada clube define seus preços, horários e regras de cancelamento, mostrados antes do pagamento.',
    '3. Pagamentos. Os pagamentos são feitos por meio de provedores de pagamento autorizados. Não guardamos os números completos dos seus cartões.',
    '4. Dados pessoais. Usamos seus dados para gerir suas reservas, seus pagamentos e as notificações que você escolheu receber. Não os vendemos a terceiros.',
    '5. Conduta. Você deve respeitar as regras de cada clube e os demais jogadores. Podemos suspender contas que abusem do serviço.',
    '6. Alterações. Podemos atualizar estes termos; avisaremos no aplicativo antes que as alterações entrem em vigor.',
  ],
};

const ENGLISH: Texts = {
  title: 'Terms and conditions of use',
  paragraphs: (country) => [
    `These terms govern the use of the app and the website to book courts and activities at sports clubs in the ${country}. By creating an account or booking, you accept these terms.`,
    '1. Your account. You are responsible for the data you give and for keeping your password secret. You can change your e-mail, your password and your personal data in your profile, and ask to close your account at any time: we will contact you within 48 hours and then close it.',
    '2. Bookings. A booking is confirmed when the app shows it as paid or booked. Each club sets its prices, opening hours and cancellation rules, shown before you pay.',
    '3. Payments. Payments are made through authorised payment providers. We do not keep the full numbers of your cards.',
    '4. Personal data. We use your data to manage your bookings, your payments and the notifications you chose to receive. We do not sell it to third parties.',
    '5. Conduct. You must respect the rules of each club and the other players. We may suspend accounts that abuse the service.',
    '6. Changes. We may update these terms; we will tell you in the app before the changes take effect.',
  ],
};

const textsFor = (language: string): Texts => (language.startsWith('pt') ? PORTUGUESE : language.startsWith('en') ? ENGLISH : SPANISH);

/** When the seeded texts were written (a fixed date, so the seed stays idempotent). */
const WRITTEN_AT = new Date('2026-11-24T00:00:00Z');

export const SEED_TERMS = SEED_COUNTRIES.map((country) => {
  const texts = textsFor(country.defaultLanguageCode);
  return {
    kind: 'FULL',
    countryCode: country.isoCode,
    language: country.defaultLanguageCode,
    title: texts.title,
    body: texts.paragraphs(country.name).join('\n\n'),
    updatedAt: WRITTEN_AT,
  };
});

export async function seedTerms(db: Db): Promise<void> {
  await db.insert(cmsTerms).values(SEED_TERMS).onConflictDoNothing();
}
