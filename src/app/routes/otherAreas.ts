import { msg } from '@lingui/core/macro';
import type { RouteEntry } from '#shell/routes/types';
import { USER, forward, hidesBack, later, soon } from './routeEntries';
import { bookingsTab, matchTab, profileTab } from './tabRoutes';

// The route table's areas past the booking search (routeTable.ts puts them together). This table is
// a chunk of its own: the first visit's chunk matches only the booking area and the nav's tabs
// (startRoutes.ts), and loads this table with the first URL it does not know (or once the first
// screen is idle). Their screens wait for the whole catalog before they show (resolveRoute.ts), so
// their titles are left out of the first visit's part of the catalog (vite.config.ts laterTexts).
//
// To add a screen of another area: write `later(id, path, title, auth)` in its area below and its
// module's loader in otherScreens.ts under the same id (tests/dom/navigation/routeTable.test.tsx
// checks that the two lists agree). Nothing else: not routeTable.ts, not the first visit's chunk.
// (A new nav tab's route goes in tabRoutes.ts instead, so the tab shows on the first paint.)

/** Part 1 §2.1, the booking area's pages that are not built yet (tournaments, activities, filters, insurance terms). */
export const bookingSoonArea: RouteEntry[] = [
  soon('book.tournament-showcase', '/book/tournament-showcase', msg`Torneos`),
  soon('book.tournament-details', '/book/tournament-details/:tournamentId', msg`Detalle del torneo`),
  soon('book.club-sport-filter', '/book/clubs/:clubId/sports/:sportId/filter', msg`Filtros de búsqueda`, 'login'),
  soon('book.sport-filter', '/book/sports/:sportId/filter', msg`Filtros de búsqueda`, 'login'),
  soon('book.court-selection', '/book/sports/:sportId/court-selection', msg`Elegir cancha`, 'login'),
  soon('book.activities', '/book/clubs/:clubId/category/:activityCategoryId/activities', msg`Actividades`, 'login'),
  soon('book.club-tournaments', '/book/club/:clubId/tournaments', msg`Torneos del club`),
  soon('tournaments', '/tournaments', msg`Torneos`),
  soon('insurance.metlife-toc-cl', '/insurance/metlife/toc-CL', msg`Condiciones del seguro`),
  soon('insurance.metlife-toc-co', '/insurance/metlife/toc-CO', msg`Condiciones del seguro`),
];

/** Part 1 §2.1, the booking area's discovery pages (sports, club information and news, the maps): not the search's first paint. */
export const discoveryArea: RouteEntry[] = [
  later('book.sports', '/book/sports', msg`Deportes`, 'none'),
  later('book.club-info', '/book/club-info', msg`Información del club`, 'none'),
  later('book.clubs-map', '/book/clubs-map', msg`Mapa de clubes`, 'none'),
  later('book.club-map', '/book/club-map', msg`Mapa del club`, 'none'),
  later('book.club-news', '/book/club_news', msg`Noticias del club`, 'none'),
];

/** Part 3 §2: login and account. */
export const accountArea: RouteEntry[] = [
  later('home', '/home', msg`Inicio`, 'login', hidesBack),
  later('login', '/login', msg`Iniciar sesión`, 'none'),
  later('logout', '/logout', msg`Cerrar sesión`, 'none'),
  later('register', '/register', msg`Crear cuenta`, 'none'),
  later('confirm_email', '/confirm_email', msg`Confirmar correo`, 'none'),
  later('forgot_password', '/forgot_password', msg`Recuperar contraseña`, 'none'),
  later('reset_password', '/reset_password', msg`Nueva contraseña`, 'none'),
  later('terms', '/terms', msg`Términos y condiciones`, 'none'),
  later('facebookcheck', '/facebookcheck', msg`Verificando tu cuenta`, 'login'),
  soon('help', '/help', msg`Ayuda`),
  later('flows', '/flows', msg`Flujos de la aplicación`, 'none'),
];

/** Part 3 §2: the profile area (all but menu, mobile-settings, languages and countries need the user role). */
export const profileArea: RouteEntry[] = [
  forward('profile', '/profile', '/profile/menu', msg`Perfil`),
  profileTab,
  later('profile.mobile-settings', '/profile/mobile-settings', msg`Ajustes del dispositivo`, 'none'),
  later('profile.languages', '/profile/languages', msg`Idioma`, 'none'),
  later('profile.countries', '/profile/countries', msg`País`, 'none'),
  later('profile.user', '/profile/user', msg`Datos personales`, USER),
  later('profile.friends', '/profile/friends', msg`Amigos`, USER),
  later('profile.creditcards', '/profile/creditcards', msg`Tarjetas`, USER),
  later('profile.sportcategories', '/profile/sportcategories', msg`Categorías deportivas`, USER),
  soon('profile.ranking', '/profile/ranking', msg`Ranking`, USER),
  soon('profile.ranking-by-club', '/profile/ranking-by-club', msg`Ranking por club`, USER),
  later('profile.sportprofile', '/profile/sportprofile', msg`Perfil deportivo`, USER),
  later('profile.customercodes', '/profile/customercodes', msg`Códigos de cliente`, USER),
  later('profile.coupons', '/profile/coupons', msg`Cupones`, USER),
  later('profile.password', '/profile/password', msg`Cambiar contraseña`, USER),
  later('profile.email', '/profile/email', msg`Cambiar correo`, USER),
  soon('profile.prime', '/profile/prime', msg`Mi suscripción prime`, USER),
  soon('profile.prime-unsubscribe', '/profile/prime/unsuscribe', msg`Cancelar prime`, USER),
  later('profile.notification-preferences', '/profile/notification-preferences', msg`Preferencias de notificación`, USER),
  later('profile.my-waiting-lists', '/profile/my-waiting-lists', msg`Mis listas de espera`, USER),
  later('profile.notifications', '/profile/notifications', msg`Notificaciones`, USER),
  soon('profile.subscriptions', '/profile/subscriptions', msg`Suscripciones`, USER),
  soon('profile.subscription', '/profile/subscriptions/:scope/:subscriptionId', msg`Suscripción`, USER),
];

/** Part 3 §2: prime. */
export const primeArea: RouteEntry[] = [
  soon('prime', '/prime', msg`Prime`, USER),
  soon('prime.catalog', '/prime-catalog', msg`Planes prime`, USER),
  soon('prime.subscribe', '/prime/:offerId/subscribe', msg`Suscribirse a prime`, USER),
  soon('prime.toc-cl', '/prime/toc-CL', msg`Condiciones de prime`),
  soon('prime.toc-co', '/prime/toc-CO', msg`Condiciones de prime`),
  soon('prime.court-offering', '/prime/court-offering/:courtOfferingId', msg`Cancha ofrecida`, USER),
  soon('prime.activate-corporative', '/prime/:userId/:entityCode/activate-corporative', msg`Activar beneficio corporativo`, 'login'),
];

/** Part 3 §2: match-making (login required except explanation and rate-match). */
export const matchArea: RouteEntry[] = [
  forward('match', '/match', '/match/home', msg`Match`),
  matchTab,
  later('match.sport-home', '/match/:sportId/home', msg`Match`, 'login', hidesBack),
  later('match.accept-challenge', '/match/accept-challenge/:challengeId', msg`Aceptar desafío`, 'login'),
  later('match.decline-challenge', '/match/decline-challenge/:challengeId', msg`Rechazar desafío`, 'login'),
  later('match.chat', '/match/chat/:challengeId', msg`Chat`, 'login'),
  later('match.challenge', '/match/challenge/:otherUserId', msg`Desafiar`, 'login'),
  later('match.rate', '/match/rate/:challengeId', msg`Calificar partido`, 'login'),
  later('match.rate-match', '/match/rate-match/:matchHash', msg`Calificar partido`, 'none'),
  later('match.matches', '/match/matches', msg`Mis partidos`, 'login'),
  later('match.ranking', '/match/ranking', msg`Ranking`, 'login'),
  later('match.ranking-explanation', '/match/ranking-explanation', msg`Cómo funciona el ranking`, 'login'),
  later('match.profile', '/match/profile', msg`Perfil de match`, 'login'),
  later('match.edit-profile', '/match/edit_profile', msg`Editar perfil de match`, 'login'),
  later('match.user-preferences', '/match/user_preferences', msg`Preferencias de match`, 'login'),
  later('match.sports', '/match/sports', msg`Deportes de match`, 'login'),
  later('match.wizard', '/match/wizard', msg`Configura tu match`, 'login', hidesBack),
  later('match.explanation', '/match/explanation', msg`Qué es match`, 'none'),
];

/** Part 2 §2: bookings, summaries, payments and the rest. */
export const bookingsArea: RouteEntry[] = [
  bookingsTab,
  later('summary', '/summary/:bookingId', msg`Resumen de la reserva`, 'login'),
  soon('activity_summary', '/activity_summary/:activityBookingId', msg`Resumen de la actividad`, 'login'),
  soon('coupon_pack_summary', '/coupon_pack_summary/:couponPackPurchaseId', msg`Resumen del pack de cupones`, USER),
  later('multiple_product_summary', '/multiple_product_summary/:multipleProductId', msg`Resumen de la compra`, 'login'),
  soon('invite', '/invite/:bookingId', msg`Invitar jugadores`, 'login'),
  soon('booking_share', '/bs/:hashid', msg`Reserva compartida`),
  soon('confirm_booking', '/confirm_booking/:hashid', msg`Confirmar reserva`),
  soon('confirm_invite', '/confirm_invite', msg`Confirmar invitación`),
  later('calendar_consent', '/calendar_consent', msg`Calendario`, 'none'),
  forward('check_in.none', '/check_in', '/book/search', msg`Check-in`, false),
  later('check_in', '/check_in/:checkInId', msg`Check-in`, USER),
  later('club', '/club/:clubId', msg`Club`, 'none'),
  soon('teacheractivities', '/teacheractivities', msg`Mis clases`, 'login'),
  soon('courtteacher', '/courtteacher', msg`Mis canchas`, 'login'),
  later('payment', '/payment', msg`Pago`, 'login'),
  later('fop_error', '/fop_error', msg`Medio de pago`, 'login'),
  later('webpay', '/webpay', msg`Estado del pago`, 'none'),
  later('webpay_redirect', '/webpay_redirect', msg`Redirigiendo al pago`, 'none'),
  later('webpayoneclickenroll', '/webpayoneclickenroll', msg`Inscripción de tarjeta`, 'none'),
  later('webpayoneclick', '/webpayoneclick', msg`Estado del pago`, 'none'),
  later('open_match', '/open_match/join/:uuid', msg`Partido abierto`, USER),
  soon('memberdocument', '/memberdocument/:clubId', msg`Documento de socio`, USER),
  soon('enrollmentrequest', '/enrollmentrequest/:enrollmentId', msg`Solicitud de inscripción`, 'login'),
];
