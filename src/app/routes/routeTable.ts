import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthRequirement, RedirectRoute, RouteEntry, ScreenModule, ScreenRoute } from '#shell/routes/types';

/*
 * THE route table: every route of the spec (part 1 §2.1 and the named states of parts 2 and 3),
 * with who may open it, whether it hides the back button, and whether it is built yet.
 * A later issue builds a screen by giving its entry `status: 'built'` and a `screen` loader.
 */

type Options = { hidesBack?: boolean };

function soon(id: string, path: string, title: MessageDescriptor, auth: AuthRequirement = 'none', options: Options = {}): ScreenRoute {
  return { kind: 'screen', id, path, title, auth, status: 'comingSoon', ...options };
}

function built(
  id: string,
  path: string,
  title: MessageDescriptor,
  auth: AuthRequirement,
  screen: () => Promise<ScreenModule>,
  options: Options = {},
): ScreenRoute {
  return { kind: 'screen', id, path, title, auth, status: 'built', screen, ...options };
}

function forward(id: string, path: string, to: string, title: MessageDescriptor, keepQuery = true): RedirectRoute {
  return { kind: 'redirect', id, path, to, title, keepQuery };
}

const hidesBack = { hidesBack: true };

/** Every screen of the court booking flow: one module that follows the visit's booking actor (with the cashier injected). */
const bookingRoute = () => import('./bookingWithCashier');

/** The booking flow's route chunk is the first visit's (vite.config START_SCREEN): its texts are in the first catalog part. */
export const inFirstCatalog = (entry: RouteEntry) => entry.kind === 'screen' && entry.screen === bookingRoute;
const USER = 'user';

/** Part 1 §2.1: the booking area. */
const bookArea: RouteEntry[] = [
  forward('book', '/book', '/book/search', msg`Reservar`),
  built('book.search', '/book/search', msg`Buscar cancha`, 'none', bookingRoute, hidesBack),
  soon('book.tournament-showcase', '/book/tournament-showcase', msg`Torneos`),
  soon('book.tournament-details', '/book/tournament-details/:tournamentId', msg`Detalle del torneo`),
  built('book.clubs', '/book/clubs', msg`Clubes`, 'none', bookingRoute),
  soon('book.club-sport-filter', '/book/clubs/:clubId/sports/:sportId/filter', msg`Filtros de búsqueda`, 'login'),
  soon('book.sport-filter', '/book/sports/:sportId/filter', msg`Filtros de búsqueda`, 'login'),
  soon('book.court-selection', '/book/sports/:sportId/court-selection', msg`Elegir cancha`, 'login'),
  built('book.club-sports', '/book/clubs/:clubId/sports', msg`Deportes del club`, 'none', bookingRoute),
  soon('book.slots-clubs', '/book/slots-clubs', msg`Horarios por club`),
  built('book.alternative-clubs', '/book/alternative-clubs', msg`Clubes alternativos`, 'none', bookingRoute),
  built('book.alternative-club-slots', '/book/alternative-club-slots', msg`Horarios en otros clubes`, 'login', bookingRoute),
  built('book.alternative-slots', '/book/alternative-slots', msg`Horarios alternativos`, 'login', bookingRoute),
  soon('book.exchange', '/book/exchange/:bookingId', msg`Cambiar reserva`, 'login'),
  soon('book.sports', '/book/sports', msg`Deportes`),
  soon('book.club-info', '/book/club-info', msg`Información del club`),
  soon('book.clubs-map', '/book/clubs-map', msg`Mapa de clubes`),
  soon('book.club-map', '/book/club-map', msg`Mapa del club`),
  built('book.schedule', '/book/schedule', msg`Agenda`, 'login', bookingRoute),
  built('book.slots', '/book/slots', msg`Horarios disponibles`, 'login', bookingRoute),
  built('book.insurance', '/book/insurance', msg`Seguro de la reserva`, 'login', bookingRoute),
  soon('book.activities', '/book/clubs/:clubId/category/:activityCategoryId/activities', msg`Actividades`, 'login'),
  built('book.sub-clubs', '/book/clubs/:parentClubId/sub-clubs', msg`Sedes del club`, 'none', bookingRoute),
  built('book.summary', '/book/summary', msg`Resumen de la reserva`, 'none', bookingRoute, hidesBack),
  built('book.error', '/book/error', msg`Error`, 'none', () => import('#features/statusPages/ErrorPage')),
  built('book.pending', '/book/pending', msg`Pago pendiente`, 'none', () => import('#features/statusPages/PendingPage')),
  soon('book.club-news', '/book/club_news', msg`Noticias del club`),
  soon('book.club-tournaments', '/book/club/:clubId/tournaments', msg`Torneos del club`),
  soon('tournaments', '/tournaments', msg`Torneos`),
  soon('insurance.metlife-toc-cl', '/insurance/metlife/toc-CL', msg`Condiciones del seguro`),
  soon('insurance.metlife-toc-co', '/insurance/metlife/toc-CO', msg`Condiciones del seguro`),
];

/** Part 3 §2: login and account. */
const accountArea: RouteEntry[] = [
  built('home', '/home', msg`Inicio`, 'login', () => import('#features/home/HomePage'), hidesBack),
  built('login', '/login', msg`Iniciar sesión`, 'none', () => import('#features/auth/login/LoginPage')),
  built('logout', '/logout', msg`Cerrar sesión`, 'none', () => import('#features/auth/logout/LogoutPage')),
  built('register', '/register', msg`Crear cuenta`, 'none', () => import('#features/auth/register/RegisterPage')),
  built('confirm_email', '/confirm_email', msg`Confirmar correo`, 'none', () => import('#features/auth/confirmEmail/ConfirmEmailPage')),
  built(
    'forgot_password',
    '/forgot_password',
    msg`Recuperar contraseña`,
    'none',
    () => import('#features/auth/passwordRecovery/ForgotPasswordPage'),
  ),
  built(
    'reset_password',
    '/reset_password',
    msg`Nueva contraseña`,
    'none',
    () => import('#features/auth/passwordRecovery/ResetPasswordPage'),
  ),
  soon('terms', '/terms', msg`Términos y condiciones`),
  soon('facebookcheck', '/facebookcheck', msg`Verificando tu cuenta`, 'login'),
  soon('help', '/help', msg`Ayuda`),
  built('flows', '/flows', msg`Flujos de la aplicación`, 'none', () => import('#features/flows/FlowsPage')),
];

/** Part 3 §2: the profile area (all but menu, mobile-settings, languages and countries need the user role). */
const profileArea: RouteEntry[] = [
  forward('profile', '/profile', '/profile/menu', msg`Perfil`),
  built('profile.menu', '/profile/menu', msg`Mi perfil`, 'none', () => import('#features/profile/ProfileMenuPage'), hidesBack),
  built(
    'profile.mobile-settings',
    '/profile/mobile-settings',
    msg`Ajustes del dispositivo`,
    'none',
    () => import('#features/profile/mobileSettings/MobileSettingsPage'),
  ),
  built('profile.languages', '/profile/languages', msg`Idioma`, 'none', () => import('#features/profile/LanguagesPage')),
  built('profile.countries', '/profile/countries', msg`País`, 'none', () => import('#features/profile/CountriesPage')),
  soon('profile.user', '/profile/user', msg`Datos personales`, USER),
  built('profile.friends', '/profile/friends', msg`Amigos`, USER, () => import('#features/profile/friends/FriendsPage')),
  built('profile.creditcards', '/profile/creditcards', msg`Tarjetas`, USER, () => import('#features/payments/cards/CreditCardsPage')),
  built(
    'profile.sportcategories',
    '/profile/sportcategories',
    msg`Categorías deportivas`,
    USER,
    () => import('#features/profile/sportCategories/SportCategoriesPage'),
  ),
  soon('profile.ranking', '/profile/ranking', msg`Ranking`, USER),
  soon('profile.ranking-by-club', '/profile/ranking-by-club', msg`Ranking por club`, USER),
  built(
    'profile.sportprofile',
    '/profile/sportprofile',
    msg`Perfil deportivo`,
    USER,
    () => import('#features/profile/sportProfile/SportProfilePage'),
  ),
  built(
    'profile.customercodes',
    '/profile/customercodes',
    msg`Códigos de cliente`,
    USER,
    () => import('#features/profile/customerCodes/CustomerCodesPage'),
  ),
  built('profile.coupons', '/profile/coupons', msg`Cupones`, USER, () => import('#features/profile/coupons/CouponsPage')),
  soon('profile.password', '/profile/password', msg`Cambiar contraseña`, USER),
  soon('profile.email', '/profile/email', msg`Cambiar correo`, USER),
  soon('profile.prime', '/profile/prime', msg`Mi suscripción prime`, USER),
  soon('profile.prime-unsubscribe', '/profile/prime/unsuscribe', msg`Cancelar prime`, USER),
  built(
    'profile.notification-preferences',
    '/profile/notification-preferences',
    msg`Preferencias de notificación`,
    USER,
    () => import('#features/profile/notifications/NotificationPreferencesPage'),
  ),
  soon('profile.my-waiting-lists', '/profile/my-waiting-lists', msg`Mis listas de espera`, USER),
  built(
    'profile.notifications',
    '/profile/notifications',
    msg`Notificaciones`,
    USER,
    () => import('#features/profile/notifications/NotificationsPage'),
  ),
  soon('profile.subscriptions', '/profile/subscriptions', msg`Suscripciones`, USER),
  soon('profile.subscription', '/profile/subscriptions/:scope/:subscriptionId', msg`Suscripción`, USER),
];

/** Part 3 §2: prime. */
const primeArea: RouteEntry[] = [
  soon('prime', '/prime', msg`Prime`, USER),
  soon('prime.catalog', '/prime-catalog', msg`Planes prime`, USER),
  soon('prime.subscribe', '/prime/:offerId/subscribe', msg`Suscribirse a prime`, USER),
  soon('prime.toc-cl', '/prime/toc-CL', msg`Condiciones de prime`),
  soon('prime.toc-co', '/prime/toc-CO', msg`Condiciones de prime`),
  soon('prime.court-offering', '/prime/court-offering/:courtOfferingId', msg`Cancha ofrecida`, USER),
  soon('prime.activate-corporative', '/prime/:userId/:entityCode/activate-corporative', msg`Activar beneficio corporativo`, 'login'),
];

/** Part 3 §2: match-making (login required except explanation and rate-match). */
const matchArea: RouteEntry[] = [
  forward('match', '/match', '/match/home', msg`Match`),
  soon('match.home', '/match/home', msg`Match`, 'login', hidesBack),
  soon('match.sport-home', '/match/:sportId/home', msg`Match`, 'login', hidesBack),
  soon('match.accept-challenge', '/match/accept-challenge/:challengeId', msg`Aceptar desafío`, 'login'),
  soon('match.decline-challenge', '/match/decline-challenge/:challengeId', msg`Rechazar desafío`, 'login'),
  soon('match.chat', '/match/chat/:challengeId', msg`Chat`, 'login'),
  soon('match.challenge', '/match/challenge/:otherUserId', msg`Desafiar`, 'login'),
  soon('match.rate', '/match/rate/:challengeId', msg`Calificar partido`, 'login'),
  soon('match.rate-match', '/match/rate-match/:matchHash', msg`Calificar partido`),
  soon('match.matches', '/match/matches', msg`Mis partidos`, 'login'),
  soon('match.ranking', '/match/ranking', msg`Ranking`, 'login'),
  soon('match.ranking-explanation', '/match/ranking-explanation', msg`Cómo funciona el ranking`, 'login'),
  soon('match.profile', '/match/profile', msg`Perfil de match`, 'login'),
  soon('match.edit-profile', '/match/edit_profile', msg`Editar perfil de match`, 'login'),
  soon('match.user-preferences', '/match/user_preferences', msg`Preferencias de match`, 'login'),
  soon('match.sports', '/match/sports', msg`Deportes de match`, 'login'),
  soon('match.wizard', '/match/wizard', msg`Configura tu match`, 'login', hidesBack),
  soon('match.explanation', '/match/explanation', msg`Qué es match`),
];

/** Part 2 §2: bookings, summaries, payments and the rest. */
const bookingsArea: RouteEntry[] = [
  built('bookings', '/bookings', msg`Mis reservas`, USER, () => import('./bookingsWithCashier'), hidesBack),
  built('summary', '/summary/:bookingId', msg`Resumen de la reserva`, 'login', () => import('./summaryWithCashier')),
  soon('activity_summary', '/activity_summary/:activityBookingId', msg`Resumen de la actividad`, 'login'),
  soon('coupon_pack_summary', '/coupon_pack_summary/:couponPackPurchaseId', msg`Resumen del pack de cupones`, USER),
  built(
    'multiple_product_summary',
    '/multiple_product_summary/:multipleProductId',
    msg`Resumen de la compra`,
    'login',
    () => import('#features/booking/summary/MultipleProductSummaryPage'),
  ),
  soon('invite', '/invite/:bookingId', msg`Invitar jugadores`, 'login'),
  soon('booking_share', '/bs/:hashid', msg`Reserva compartida`),
  soon('confirm_booking', '/confirm_booking/:hashid', msg`Confirmar reserva`),
  soon('confirm_invite', '/confirm_invite', msg`Confirmar invitación`),
  built('calendar_consent', '/calendar_consent', msg`Calendario`, 'none', () => import('#features/statusPages/CalendarConsentPage')),
  forward('check_in.none', '/check_in', '/book/search', msg`Check-in`, false),
  built('check_in', '/check_in/:checkInId', msg`Check-in`, USER, () => import('#features/checkIn/CheckInPage')),
  built('club', '/club/:clubId', msg`Club`, 'none', () => import('./clubWithOpenMatches')),
  soon('teacheractivities', '/teacheractivities', msg`Mis clases`, 'login'),
  soon('courtteacher', '/courtteacher', msg`Mis canchas`, 'login'),
  built('payment', '/payment', msg`Pago`, 'login', () => import('#features/payments/cashier/PaymentPage')),
  soon('fop_error', '/fop_error', msg`Medio de pago`, 'login'),
  built('webpay', '/webpay', msg`Estado del pago`, 'none', () => import('#features/payments/status/WebpayStatusPage')),
  built(
    'webpay_redirect',
    '/webpay_redirect',
    msg`Redirigiendo al pago`,
    'none',
    () => import('#features/payments/status/WebpayRedirectPage'),
  ),
  built(
    'webpayoneclickenroll',
    '/webpayoneclickenroll',
    msg`Inscripción de tarjeta`,
    'none',
    () => import('#features/payments/status/OneClickEnrolPage'),
  ),
  built('webpayoneclick', '/webpayoneclick', msg`Estado del pago`, 'none', () => import('#features/payments/status/OneClickPaymentPage')),
  built('open_match', '/open_match/join/:uuid', msg`Partido abierto`, USER, () => import('#features/openMatch/OpenMatchPage')),
  soon('memberdocument', '/memberdocument/:clubId', msg`Documento de socio`, USER),
  soon('enrollmentrequest', '/enrollmentrequest/:enrollmentId', msg`Solicitud de inscripción`, 'login'),
];

export const routeTable: readonly RouteEntry[] = [...bookArea, ...accountArea, ...profileArea, ...primeArea, ...matchArea, ...bookingsArea];

/** Unknown URLs go to /book (spec part 1 §2.4), which forwards to /book/search. */
export const UNKNOWN_URL_TARGET = '/book';

const byId = new Map(routeTable.map((entry) => [entry.id, entry]));

export function routeById(id: string): RouteEntry | undefined {
  return byId.get(id);
}
