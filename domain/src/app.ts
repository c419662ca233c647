/** Shared state shown on the login screen (spec part 1 §1, §3). */
export const APP_NAME = 'Konfigurator 3D — panel administracyjny';
export const APP_VERSION = '0.1.0';
export const APP_VERSION_DATE = '08.06.2025';
