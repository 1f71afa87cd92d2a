export { buildIcs, escapeText, foldLine, type CalendarEvent } from './ics';
