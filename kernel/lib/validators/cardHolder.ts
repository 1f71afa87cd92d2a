import { asText } from './text';

// Card holder name: letters and spaces only, at least 2 letters (spec: at least 2 characters).
// Letters are any Unicode letters ('José Núñez', 'Zoë', 'Åsa'); accents typed as combining marks
// are accepted too (the text is NFC-normalised first). Decisions: apostrophes, hyphens, dots and
// digits are rejected because the spec says letters and spaces only; surrounding spaces are ignored;
// "spaces" means any Unicode space separator (a pasted no-break space counts), not tabs or newlines.
export function isValidCardHolder(name: unknown): boolean {
  const text = asText(name);
  if (text === null) return false;
  const trimmed = text.normalize('NFC').trim();
  if (!/^[\p{L}\p{M}\p{Zs}]+$/u.test(trimmed)) return false;
  return (trimmed.match(/\p{L}/gu) ?? []).length >= 2;
}
