import { msg } from '@lingui/core/macro';
import type { RouteEntry } from '#shell/routes/types';
import { USER, built, forward, hidesBack, soon } from './routeEntries';

// The route table's areas past the booking search (routeTable.ts puts them together). Their screens
// wait for the whole catalog before they show (resolveRoute.ts), so their titles are left out of the
// first visit's part of the catalog (build/startCatalogs.ts, vite.config.ts).

/** Part 3 §2: login and account. */
export const accountArea: RouteEntry[] = [
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
  built('terms', '/terms', msg`Términos y condiciones`, 'none', () => import('#features/terms/TermsPage')),
  built('facebookcheck', '/facebookcheck', msg`Verificando tu cuenta`, 'login', () => import('#features/statusPages/EmptyPage')),
  soon('help', '/help', msg`Ayuda`),
  built('flows', '/flows', msg`Flujos de la aplicación`, 'none', () => import('#features/flows/FlowsPage')),
];

/** Part 3 §2: the profile area (all but menu, mobile-settings, languages and countries need the user role). */
export const profileArea: RouteEntry[] = [
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
  built('profile.user', '/profile/user', msg`Datos personales`, USER, () => import('#features/profile/personalData/PersonalDataPage')),
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
  built(
    'profile.password',
    '/profile/password',
    msg`Cambiar contraseña`,
    USER,
    () => import('#features/profile/account/ChangePasswordPage'),
  ),
  built('profile.email', '/profile/email', msg`Cambiar correo`, USER, () => import('#features/profile/account/ChangeEmailPage')),
  soon('profile.prime', '/profile/prime', msg`Mi suscripción prime`, USER),
  soon('profile.prime-unsubscribe', '/profile/prime/unsuscribe', msg`Cancelar prime`, USER),
  built(
    'profile.notification-preferences',
    '/profile/notification-preferences',
    msg`Preferencias de notificación`,
    USER,
    () => import('#features/profile/notifications/NotificationPreferencesPage'),
  ),
  built(
    'profile.my-waiting-lists',
    '/profile/my-waiting-lists',
    msg`Mis listas de espera`,
    USER,
    () => import('#features/profile/waitingLists/MyWaitingListsPage'),
  ),
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
  built('match.home', '/match/home', msg`Match`, 'login', () => import('#features/match/MatchEntryPage'), hidesBack),
  built('match.sport-home', '/match/:sportId/home', msg`Match`, 'login', () => import('#features/match/MatchHomePage'), hidesBack),
  built(
    'match.accept-challenge',
    '/match/accept-challenge/:challengeId',
    msg`Aceptar desafío`,
    'login',
    () => import('#features/challenge/AnswerChallengePage'),
  ),
  built(
    'match.decline-challenge',
    '/match/decline-challenge/:challengeId',
    msg`Rechazar desafío`,
    'login',
    () => import('#features/challenge/DeclineChallengePage'),
  ),
  built('match.chat', '/match/chat/:challengeId', msg`Chat`, 'login', () => import('#features/challenge/chat/ChatPage')),
  built('match.challenge', '/match/challenge/:otherUserId', msg`Desafiar`, 'login', () => import('#features/challenge/ChallengePage')),
  built('match.rate', '/match/rate/:challengeId', msg`Calificar partido`, 'login', () => import('#features/challenge/rating/RatePage')),
  built(
    'match.rate-match',
    '/match/rate-match/:matchHash',
    msg`Calificar partido`,
    'none',
    () => import('#features/challenge/rating/RateByHashPage'),
  ),
  built('match.matches', '/match/matches', msg`Mis partidos`, 'login', () => import('#features/match/MatchesPage')),
  built('match.ranking', '/match/ranking', msg`Ranking`, 'login', () => import('#features/challenge/ranking/RankingPage')),
  built(
    'match.ranking-explanation',
    '/match/ranking-explanation',
    msg`Cómo funciona el ranking`,
    'login',
    () => import('#features/challenge/ranking/RankingExplanationPage'),
  ),
  built('match.profile', '/match/profile', msg`Perfil de match`, 'login', () => import('#features/match/MatchProfilePage')),
  built('match.edit-profile', '/match/edit_profile', msg`Editar perfil de match`, 'login', () => import('#features/match/MatchWizardPage')),
  built(
    'match.user-preferences',
    '/match/user_preferences',
    msg`Preferencias de match`,
    'login',
    () => import('#features/match/MatchPreferencesPage'),
  ),
  built('match.sports', '/match/sports', msg`Deportes de match`, 'login', () => import('#features/match/MatchSportsPage')),
  built('match.wizard', '/match/wizard', msg`Configura tu match`, 'login', () => import('#features/match/MatchWizardPage'), hidesBack),
  built('match.explanation', '/match/explanation', msg`Qué es match`, 'none', () => import('#features/match/MatchExplanationPage')),
];

/** Part 2 §2: bookings, summaries, payments and the rest. */
export const bookingsArea: RouteEntry[] = [
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
  built('fop_error', '/fop_error', msg`Medio de pago`, 'login', () => import('#features/statusPages/EmptyPage')),
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
