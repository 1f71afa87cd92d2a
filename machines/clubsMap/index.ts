export { clubsMapMachine, type ClubsMapMachine } from './clubsMap.machine';
export * from './clubsMap.types';
