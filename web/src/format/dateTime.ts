/** D4: dates in Polish format, Europe/Warsaw time, whatever the browser's own zone ('15 sty 2026, 11:30'). */
const polishDateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'medium', timeStyle: 'short' });

/** An ISO 8601 instant as the panel shows it; a value that is no date is shown as it came, never as 'Invalid Date'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : polishDateTime.format(date);
}
