// Sport names in the reader's language live in the shell (other areas name sports too).
export { useSportName } from '#shell/i18n/sportNames';
