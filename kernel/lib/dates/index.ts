export * from './clubTime';
export { wallParts, zonedParts, zoneOffsetMs } from './zoneClock';
