/** Lower case without accents or marks: 'Ñuñoa' → 'nunoa' — how searches compare what people type with names. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
