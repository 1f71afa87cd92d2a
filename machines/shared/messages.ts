// Messages every flow's error table may use, as Lingui descriptors (the views translate them).
import { msg } from '@lingui/core/macro';

/** The spec's generic error text: what an unlisted code of most calls shows. */
export const GENERIC_ERROR = msg`Ha ocurrido un error. Por favor, inténtalo más tarde.`;
