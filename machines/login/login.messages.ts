// Messages shared by the account flows (login, registration, e-mail confirmation), as Lingui
// descriptors: the error tables carry them as data and the views translate them.
import { msg } from '@lingui/core/macro';

/**
 * The code an actor rejects with when the server could not be reached at all (offline, DNS,
 * aborted). The app's ApiError uses the same value (src/api/apiError.ts NETWORK_ERROR_CODE; a test
 * keeps both equal); declared here because machines never import src/.
 */
export const NETWORK_CODE = 'NETWORK';

export const NETWORK_MESSAGE = msg`No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.`;
export const ABUSE_TITLE = msg`Demasiados intentos`;
export const ABUSE_MESSAGE = msg`Detectamos demasiados intentos desde este dispositivo. Espera unos minutos antes de volver a intentarlo.`;
