export { mobileSettingsMachine, type MobileSettingsMachine } from './mobileSettings.machine';
export * as mobileSettingsSelectors from './mobileSettings.selectors';
export * from './mobileSettings.types';
export * from './mobileSettings.errors';
