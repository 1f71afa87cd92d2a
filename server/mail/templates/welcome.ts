import type { CatalogLocale } from '#kernel/lib/i18n';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

export interface WelcomeInput {
  to: string;
  firstName: string;
  brandName: string;
  /** Where the app is, for the "start booking" link. */
  appUrl: string;
  locale: CatalogLocale;
}

const TEXTS: Record<CatalogLocale, (input: WelcomeInput) => { subject: string; paragraphs: string[]; label: string }> = {
  'es-CL': ({ firstName, brandName }) => ({
    subject: `Bienvenido a ${brandName}`,
    paragraphs: [`Hola ${firstName}:`, `Tu cuenta en ${brandName} está lista. Ya puedes reservar canchas y actividades.`],
    label: 'Reservar ahora',
  }),
  en: ({ firstName, brandName }) => ({
    subject: `Welcome to ${brandName}`,
    paragraphs: [`Hi ${firstName},`, `Your ${brandName} account is ready. You can book courts and activities now.`],
    label: 'Book now',
  }),
  'pt-BR': ({ firstName, brandName }) => ({
    subject: `Bem-vindo ao ${brandName}`,
    paragraphs: [`Olá ${firstName},`, `Sua conta no ${brandName} está pronta. Você já pode reservar quadras e atividades.`],
    label: 'Reservar agora',
  }),
};

/** The e-mail sent when an account is created already confirmed (e-mail confirmation optional). */
export function welcomeMessage(input: WelcomeInput): MailMessage {
  const { subject, paragraphs, label } = TEXTS[input.locale](input);
  return composeMail({ to: input.to, subject, paragraphs, action: { label, url: input.appUrl }, locale: input.locale });
}
