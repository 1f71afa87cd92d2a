// Sport names are ours (reference data with fixed codes: padel, tennis, football, golf), so they are
// shown in the reader's language; the API's name (the es-CL one) is the fallback for a code we do
// not know. Club-entered text (courts, extras, fields) is shown as the club wrote it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

const SPORT_NAMES: Record<string, MessageDescriptor> = {
  padel: msg`Pádel`,
  tennis: msg`Tenis`,
  football: msg`Fútbol`,
  golf: msg`Golf`,
};

/** A sport's name in the reader's language: `sportName({ code, name })`. */
export function useSportName(): (sport: { code?: string | null; name: string }) => string {
  const { i18n } = useLingui();
  return (sport) => {
    const known = sport.code ? SPORT_NAMES[sport.code] : undefined;
    return known ? i18n._(known) : sport.name;
  };
}
