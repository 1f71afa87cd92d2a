// Spec part 2 §2 and §9: an open match's start date 'DD de MMMM YYYY' and its times HH:mm, in the
// match's timezone whatever the device's.
import { formatInTimeZone } from 'date-fns-tz';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { parseClubLocal } from '#kernel/lib/dates';

function localeOf(language: string) {
  if (language.startsWith('pt')) return ptBR;
  if (language.startsWith('en')) return enUS;
  return es;
}

export interface MatchTimes {
  date: string;
  start: string;
  end: string;
}

/** The match's day and its start and end times; null when the server sent a time it cannot read. */
export function matchTimes(
  match: Pick<OpenMatchDto, 'local_start_datetime' | 'local_end_datetime' | 'timezone'>,
  language: string,
): MatchTimes | null {
  const start = parseClubLocal(match.local_start_datetime, match.timezone);
  const end = parseClubLocal(match.local_end_datetime, match.timezone);
  if (!start || !end) return null;
  const locale = localeOf(language);
  const day = language.startsWith('en') ? 'dd MMMM yyyy' : "dd 'de' MMMM yyyy";
  return {
    date: formatInTimeZone(start, match.timezone, day, { locale }),
    start: formatInTimeZone(start, match.timezone, 'HH:mm'),
    end: formatInTimeZone(end, match.timezone, 'HH:mm'),
  };
}
