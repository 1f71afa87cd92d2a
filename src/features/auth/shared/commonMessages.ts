import { msg } from '@lingui/core/macro';

export const NETWORK_MESSAGE = msg`No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.`;
export const GENERIC_MESSAGE = msg`Ocurrió un error. Por favor, inténtalo más tarde.`;
export const ABUSE_TITLE = msg`Demasiados intentos`;
export const ABUSE_MESSAGE = msg`Detectamos demasiados intentos desde este dispositivo. Espera unos minutos antes de volver a intentarlo.`;
