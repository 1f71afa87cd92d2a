import type { CatalogLocale } from '#kernel/lib/i18n';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

export interface PasswordResetInput {
  to: string;
  firstName: string;
  brandName: string;
  /** `${publicUrl}/reset_password?email=..&token=..` */
  link: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
  locale: CatalogLocale;
}

const TEXTS: Record<CatalogLocale, (input: PasswordResetInput) => { subject: string; paragraphs: string[]; label: string }> = {
  'es-CL': ({ firstName, brandName, validMinutes }) => ({
    subject: `Restablece tu contraseña de ${brandName}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${brandName}. Abre el enlace para elegir una nueva.`,
      `El enlace vale ${validMinutes} minutos y sirve una sola vez. Al cambiarla, cerraremos tu sesión en todos tus dispositivos.`,
      'Si no lo pediste, ignora este mensaje: tu contraseña sigue igual.',
    ],
    label: 'Elegir una nueva contraseña',
  }),
  en: ({ firstName, brandName, validMinutes }) => ({
    subject: `Reset your ${brandName} password`,
    paragraphs: [
      `Hi ${firstName},`,
      `We received a request to reset the password of your ${brandName} account. Open the link to choose a new one.`,
      `The link works for ${validMinutes} minutes and only once. When you change it, we will log you out on all your devices.`,
      'If you did not ask for this, ignore this message: your password stays the same.',
    ],
    label: 'Choose a new password',
  }),
  'pt-BR': ({ firstName, brandName, validMinutes }) => ({
    subject: `Redefina sua senha do ${brandName}`,
    paragraphs: [
      `Olá ${firstName},`,
      `Recebemos um pedido para redefinir a senha da sua conta no ${brandName}. Abra o link para escolher uma nova.`,
      `O link vale por ${validMinutes} minutos e funciona uma única vez. Ao trocá-la, encerraremos sua sessão em todos os seus dispositivos.`,
      'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
    ],
    label: 'Escolher uma nova senha',
  }),
};

/** The e-mail with the password reset link, sent to the account's address in the user's language. */
export function passwordResetMessage(input: PasswordResetInput): MailMessage {
  const { subject, paragraphs, label } = TEXTS[input.locale](input);
  return composeMail({ to: input.to, subject, paragraphs, action: { label, url: input.link }, locale: input.locale });
}
