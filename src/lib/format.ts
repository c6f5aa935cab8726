/** Display formatting in Dominican Spanish (es-DO): dates, times, relative times. */
import { dominicanDate, SANTO_DOMINGO_TIME_ZONE, zonedInstant, zonedMoment } from './dates.ts';

const longDate = new Intl.DateTimeFormat('es-DO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('es-DO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "YYYY-MM-DD" -> "martes, 5 de agosto de 2025". */
export const formatLongDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T12:00:00Z`));
/** "YYYY-MM-DD" -> "05/08/2025". */
export const formatShortDate = (isoDate: string): string => shortDate.format(new Date(`${isoDate}T12:00:00Z`));
const weekday = new Intl.DateTimeFormat('es-DO', { weekday: 'long', timeZone: 'UTC' });
/** "YYYY-MM-DD" -> "martes". */
export const formatWeekday = (isoDate: string): string => weekday.format(new Date(`${isoDate}T12:00:00Z`));

const instantFormats = {
  date: new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeZone: SANTO_DOMINGO_TIME_ZONE }),
  dateTime: new Intl.DateTimeFormat('es-DO', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SANTO_DOMINGO_TIME_ZONE,
  }),
  seconds: new Intl.DateTimeFormat('es-DO', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: SANTO_DOMINGO_TIME_ZONE,
  }),
  time: new Intl.DateTimeFormat('es-DO', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: SANTO_DOMINGO_TIME_ZONE,
  }),
} as const;

/**
 * An instant (ISO string, Date or ms since epoch) as Santo Domingo reads it, whatever the browser's zone:
 * `date` "25 nov 2026", `dateTime` "25 nov 2026, 9:50 a. m." (the default), `seconds` "25/11/26, 9:50:27 a. m.",
 * `time` "9:50 a. m.".
 */
export function formatInstant(at: string | Date | number, style: keyof typeof instantFormats = 'dateTime'): string {
  return instantFormats[style].format(new Date(at));
}

const clockTime = new Intl.DateTimeFormat('es-DO', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});
/** Every "HH:MM" formatted so far: a day has at most 1440, draws use a few dozen. */
const formattedTimes = new Map<string, string>();

/** "HH:MM" (24 h) -> "8:55 p. m." style 12-hour time as es-DO writes it. */
export function formatTime(time: string): string {
  let formatted = formattedTimes.get(time);
  if (formatted === undefined) {
    const [h = 0, m = 0] = time.split(':').map(Number);
    formatted = clockTime.format(new Date(Date.UTC(2000, 0, 1, h, m)));
    if (formattedTimes.size < 1440) formattedTimes.set(time, formatted);
  }
  return formatted;
}

/**
 * A draw's time "HH:MM" of `date` in `timeZone` (its game's) as Santo Domingo reads it, 12-hour (decision 078):
 * "8:55 p. m." for a Dominican draw; a US draw at "23:00" on a winter date is "12:00 a. m. del día siguiente",
 * on a summer date "11:00 p. m.". A date or time that cannot be read is written as given.
 */
export function formatDrawTime(date: string, time: string, timeZone: string): string {
  if (timeZone === SANTO_DOMINGO_TIME_ZONE) return formatTime(time);
  const at = zonedInstant(date, time, timeZone);
  if (Number.isNaN(at.getTime())) return formatTime(time);
  const local = zonedMoment(at, SANTO_DOMINGO_TIME_ZONE);
  return `${formatTime(local.time)}${local.date > date ? ' del día siguiente' : ''}`;
}

const plural = (n: number, one: string, many: string): string => `Hace ${n} ${n === 1 ? one : many}`;

/**
 * Spec relative time: under 60 s "Hace unos segundos", under 1 h "Hace N minutos" ("Hace 1 minuto"),
 * under 1 day "Hace N horas", under 30 days "Hace N días", otherwise the long es-DO date of `at` in Santo Domingo.
 * @param elapsedMs milliseconds since the moment; `at` the moment itself (for the long date).
 */
export function relativeTime(elapsedMs: number, at: Date): string {
  const seconds = Math.floor(elapsedMs / 1000);
  if (seconds < 60) return 'Hace unos segundos';
  if (seconds < 3600) return plural(Math.floor(seconds / 60), 'minuto', 'minutos');
  if (seconds < 86_400) return plural(Math.floor(seconds / 3600), 'hora', 'horas');
  if (seconds < 30 * 86_400) return plural(Math.floor(seconds / 86_400), 'día', 'días');
  return formatLongDate(dominicanDate(at));
}

const MINUTES_PER_DAY = 1440;

/**
 * Time left until a moment, to the minute and rounded up (so it never reads "0 min"): "45 min", "2 h 15 min",
 * "2 h", and from a day on days and whole hours, "1 día 3 h", "6 días".
 * @param ms milliseconds left (0 or less reads "1 min").
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.floor((total % MINUTES_PER_DAY) / 60);
  const minutes = total % 60;
  const parts =
    days > 0
      ? [`${days} ${days === 1 ? 'día' : 'días'}`, hours > 0 && `${hours} h`]
      : [hours > 0 && `${hours} h`, (minutes > 0 || hours === 0) && `${minutes} min`];
  return parts.filter(Boolean).join(' ');
}

/** A delay in seconds as the admin reads it: "45 s", "2 min 5 s", "3 min", "1 h 12 min". */
export function formatDelay(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
  const minutes = Math.round(s / 60);
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}
