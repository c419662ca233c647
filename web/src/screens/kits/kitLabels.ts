/** Spec part 2 §4: a hidden kit's label (its own module, so the kit view does not load the form rules). */
export const HIDDEN_KIT_LABEL = 'UKRYTY';
