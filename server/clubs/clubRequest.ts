import { eq } from 'drizzle-orm';
import type { ClubRequestBody } from '#kernel/contract/booking/clubRequest';
import { clubRequests, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import type { MailMessage } from '#server/mail/mailer';
import { composeMail } from '#server/mail/templates/layout';

// A player's request for a new club: stored, then e-mailed to the club team (in Spanish, the team's
// language) with who asked and how to reach them. A mail that fails is logged; the request is kept.

/** The team's e-mail: what the player asked for and who they are. */
export function clubRequestMessage(to: string, request: ClubRequestBody, player: { name: string; email: string }, id: number): MailMessage {
  const line = (label: string, value: string | undefined) => (value ? [`${label}: ${value}`] : []);
  return composeMail({
    to,
    subject: `Solicitud de club nº ${id}: ${request.clubName} (${request.city})`,
    paragraphs: [
      `${player.name} (${player.email}) pide que ${request.clubName}, en ${request.city}, esté en la app.`,
      ...line('Contacto en el club', request.contactName),
      ...line('Teléfono del club', request.contactPhone),
      ...line('Correo del club', request.contactEmail),
      ...line('Comentarios', request.comments),
    ],
    locale: 'es-CL',
  });
}

export async function requestNewClub(deps: ServerDeps, userId: number, request: ClubRequestBody): Promise<number> {
  const [row] = await deps.db.insert(clubRequests).values({ userId, data: request }).returning({ id: clubRequests.id });
  const [player] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const message = clubRequestMessage(
    deps.settings.clubTeamEmail,
    request,
    { name: `${player.firstName} ${player.lastName}`, email: player.email },
    row.id,
  );
  await deps.mailer.send(message).catch((error: unknown) => {
    deps.log.error({ err: error, requestId: row.id }, 'club request e-mail could not be sent');
  });
  return row.id;
}
