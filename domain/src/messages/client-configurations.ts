import { countOf, type PluralForms } from '../plural.ts';

const ELEMENTS: PluralForms = { one: 'element', few: 'elementy', many: 'elementów' };

/** Client configurations and their intake (spec part 1 §3; the intake's limits are ours). */
export const clientConfigurationMessages = {
  unknownSalon: 'Nie ma takiego salonu',
  configurationKitsRequired: 'Konfiguracja musi mieć co najmniej jeden zestaw',
  configurationTooManyKits: (max: number) => `Konfiguracja może mieć najwyżej ${max} zestawów`,
  configurationKitNameRequired: 'Podaj nazwę zestawu',
  configurationElementsRequired: 'Zestaw musi mieć co najmniej jeden element',
  configurationTooManyElements: (max: number) => `Zestaw może mieć najwyżej ${countOf(max, ELEMENTS)}`,
  configurationMeshIdRequired: 'Podaj meshId elementu',
  configurationTooLarge: (kilobytes: number) => `Konfiguracja jest za duża: najwyżej ${kilobytes} KB`,
  configurationThrottled: (minutes: number) => `Zbyt wiele zapisanych konfiguracji. Spróbuj ponownie za ${minutes} min.`,
  /** The store that counts the intake's saves does not answer: nothing was saved. */
  configurationSaveUnavailable: 'Zapisywanie konfiguracji jest chwilowo niedostępne. Spróbuj ponownie za chwilę.',
  /** A list whose upstream counted rows the viewer may not see, too many to count them here. */
  countUnavailable: 'Nie można teraz policzyć konfiguracji. Spróbuj ponownie za chwilę.',
} as const;
