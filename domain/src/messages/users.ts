/** Users: create, password change, list and delete (spec part 1 §5 "Create user"; the salon name and the taken e-mail are ours, D15). */
export const userMessages = {
  nameRequired: 'Wpisz imię',
  passwordsDiffer: 'Podane hasła nie są jednakowe!',
  // An administrator deleting their own account would lock themself out.
  cannotDeleteSelf: 'Nie możesz usunąć własnego konta.',
  fillAllFields: 'Wypełnij wszystkie pola',
  cityRequired: 'Wpisz miasto',
  salonNameRequired: 'Wpisz nazwę salonu',
  emailTaken: 'Ten adres e-mail ma już konto',
} as const;
