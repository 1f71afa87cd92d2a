import { msg } from '@lingui/core/macro';

/** Weekday names by dayOfWeek (1 Monday … 7 Sunday). */
export const DAY_NAMES = [msg`Lunes`, msg`Martes`, msg`Miércoles`, msg`Jueves`, msg`Viernes`, msg`Sábado`, msg`Domingo`] as const;
export const dayName = (dayOfWeek: number) => DAY_NAMES[(dayOfWeek - 1 + 7) % 7];

/** Whole hours from min to max ('07:00'…'23:00'): availability times are hourly (spec part 3 §9). */
export function hoursBetween(min: string, max: string): string[] {
  const from = Number(min.slice(0, 2));
  const to = Number(max.slice(0, 2));
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
}
