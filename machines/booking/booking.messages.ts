// Texts of the booking flow that are not an API error code (spec part 1 §4.3, §8): the views show
// them for the flags of booking.selectors.ts. Error codes are in booking.errors.ts.
import { msg } from '@lingui/core/macro';

export { CLUB_NOT_AVAILABLE } from './booking.errors';

export const bookingMessages = {
  comingSoon: msg`Próximamente`,
  /** Members-only club, no document requested. */
  contactClub: msg`Este club es solo para socios. Contacta al club para que te habiliten.`,
  /** Members-only club that requests a member document, on the web. */
  uploadDocument: msg`Este club es solo para socios. Sube tu documento de socio para que el club te habilite.`,
  /** Members-only club that requests a member document, in the app: the upload is on the web. */
  goToWeb: msg`Este club es solo para socios. Para subir tu documento de socio, ingresa desde la web.`,
  courtNotAvailable: msg`Esta cancha ya no está disponible a esta hora.`,
  noAvailability: msg`No encontramos horarios disponibles para tu búsqueda. Prueba con otra fecha u hora.`,
  invalidSearch: msg`Elige una fecha, una hora y una duración válidas.`,
  /** A booking address the flow could only follow part of the way (a date, time or duration missing or not offered). */
  linkPartlyRead: msg`No pudimos abrir ese enlace tal como venía: revisa la búsqueda y vuelve a buscar.`,
} as const;
