import type { CatalogLocale } from '#kernel/lib/i18n';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

export interface ChangeEmailInput {
  /** The new address: the link proves the user can read it. */
  to: string;
  firstName: string;
  brandName: string;
  /** `${publicUrl}/?action=CONFIRM&user_id=..&new_email=..&token=..` */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
  locale: CatalogLocale;
}

const TEXTS: Record<CatalogLocale, (input: ChangeEmailInput) => { subject: string; paragraphs: string[]; label: string }> = {
  'es-CL': ({ firstName, brandName, to, validHours }) => ({
    subject: `Confirma tu nuevo correo en ${brandName}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Pediste usar ${to} como tu correo en ${brandName}. Para terminar el cambio, abre el enlace con tu sesión iniciada. Después cerraremos tu sesión y entrarás con el nuevo correo.`,
      `El enlace vale ${validHours} horas. Si no pediste este cambio, ignora este mensaje: tu correo actual sigue igual.`,
    ],
    label: 'Confirmar mi nuevo correo',
  }),
  en: ({ firstName, brandName, to, validHours }) => ({
    subject: `Confirm your new e-mail for ${brandName}`,
    paragraphs: [
      `Hi ${firstName},`,
      `You asked to use ${to} as your e-mail for ${brandName}. To finish the change, open the link while logged in. We will then log you out and you will log in with the new e-mail.`,
      `The link works for ${validHours} hours. If you did not ask for this change, ignore this message: your current e-mail stays the same.`,
    ],
    label: 'Confirm my new e-mail',
  }),
  'pt-BR': ({ firstName, brandName, to, validHours }) => ({
    subject: `Confirme seu novo e-mail no ${brandName}`,
    paragraphs: [
      `Olá ${firstName},`,
      `Você pediu para usar ${to} como seu e-mail no ${brandName}. Para concluir a troca, abra o link com sua sessão iniciada. Depois encerraremos sua sessão e você entrará com o novo e-mail.`,
      `O link vale por ${validHours} horas. Se você não pediu esta troca, ignore esta mensagem: seu e-mail atual continua o mesmo.`,
    ],
    label: 'Confirmar meu novo e-mail',
  }),
};

/** The e-mail with the link that confirms an e-mail change, sent to the new address. */
export function changeEmailMessage(input: ChangeEmailInput): MailMessage {
  const { subject, paragraphs, label } = TEXTS[input.locale](input);
  return composeMail({ to: input.to, subject, paragraphs, action: { label, url: input.link }, locale: input.locale });
}
