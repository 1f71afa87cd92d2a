import type { CatalogLocale } from '#kernel/lib/i18n';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

export interface ConfirmEmailInput {
  to: string;
  firstName: string;
  brandName: string;
  /** `${publicUrl}/confirm_email?userid=..&token=..` */
  link: string;
  locale: CatalogLocale;
}

const TEXTS: Record<CatalogLocale, (input: ConfirmEmailInput) => { subject: string; paragraphs: string[]; label: string }> = {
  'es-CL': ({ firstName, brandName }) => ({
    subject: `Confirma tu correo en ${brandName}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Gracias por registrarte en ${brandName}. Para activar tu cuenta, confirma tu correo electrónico.`,
      'Si no creaste esta cuenta, ignora este mensaje.',
    ],
    label: 'Confirmar mi correo',
  }),
  en: ({ firstName, brandName }) => ({
    subject: `Confirm your e-mail for ${brandName}`,
    paragraphs: [
      `Hi ${firstName},`,
      `Thanks for signing up to ${brandName}. To activate your account, please confirm your e-mail address.`,
      'If you did not create this account, ignore this message.',
    ],
    label: 'Confirm my e-mail',
  }),
  'pt-BR': ({ firstName, brandName }) => ({
    subject: `Confirme seu e-mail no ${brandName}`,
    paragraphs: [
      `Olá ${firstName},`,
      `Obrigado por se cadastrar no ${brandName}. Para ativar sua conta, confirme seu endereço de e-mail.`,
      'Se você não criou esta conta, ignore esta mensagem.',
    ],
    label: 'Confirmar meu e-mail',
  }),
};

/** The e-mail with the confirmation link, sent when a new account must confirm its address. */
export function confirmEmailMessage(input: ConfirmEmailInput): MailMessage {
  const { subject, paragraphs, label } = TEXTS[input.locale](input);
  return composeMail({ to: input.to, subject, paragraphs, action: { label, url: input.link }, locale: input.locale });
}
