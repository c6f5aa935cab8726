/**
 * '¿Gané?': the query of `GET /api/lottery/games/{gameId}/check` and of the `/verificar` form (one schema for
 * both), and the shape of the answer. The numbers' rules per game are checked later, against the draw
 * (`src/lib/ticket-check.ts`); here only their form: 1 to 8 numbers of 1-2 digits.
 */
import { z } from 'zod';
import { ISO_DATE, isIsoDate, MIN_DRAW_DATE } from '../dates.ts';
import { formatLongDate } from '../format.ts';

/** Most numbers a ticket of any covered game holds (Super Loto Más: 6 + Más + Súper Más). */
const MOST_NUMBERS = 8;

/** The numbers of a typed ticket: "12-34-56", "12, 34 56" or "12.34.56" all read as ["12", "34", "56"]. */
export const splitTicketNumbers = (text: string): string[] => text.split(/[^0-9]+/).filter((part) => part !== '');

const numbers = z
  .string({ error: 'escribe los números del boleto' })
  .max(100, 'demasiado texto para un boleto')
  .transform(splitTicketNumbers)
  .pipe(
    z
      .array(z.string().regex(/^\d{1,2}$/, 'cada número tiene una o dos cifras'))
      .min(1, 'escribe los números del boleto')
      .max(MOST_NUMBERS, `un boleto lleva como mucho ${MOST_NUMBERS} números`),
  );

/**
 * A draw date "AAAA-MM-DD" from {@link MIN_DRAW_DATE} on (an earlier day holds no draw, and PostgreSQL refuses year
 * 0); an empty form field means the newest draw.
 */
const date = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .regex(ISO_DATE, { error: 'la fecha debe ser AAAA-MM-DD', abort: true })
    .refine(isIsoDate, { error: 'fecha inexistente', abort: true })
    .refine((value) => value >= MIN_DRAW_DATE, `no hay sorteos antes del ${formatLongDate(MIN_DRAW_DATE)}`)
    .optional(),
);

/** A catalogue id, as every lottery route takes it. */
export const gameIdSchema = z
  .string({ error: 'elige un juego' })
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'juego inválido');

/** The API's query: `date` (defaults to the newest draw) and `numbers`. */
export const ticketCheckQuerySchema = z.object({ date, numbers });

/** The `/verificar` form (GET): `game` (a catalogue id), `date`, `numbers`. */
export const ticketFormSchema = ticketCheckQuerySchema.extend({ game: gameIdSchema });

const ticketPlaySchema = z.object({
  /** The play: 'Quiniela', 'Palé', 'Tripleta', 'Super Palé', 'Loto', 'Powerball'… */
  play: z.string(),
  /** The winning numbers it matched, as published. */
  matched: z.array(z.string()),
  /** The prize category (Spanish), e.g. 'Primera', 'Palé 1ra y 2da', 'Tripleta'; no amounts. */
  prize: z.string(),
});

/** The answer: the draw checked (`date`, its `winning` numbers as published) and every play the ticket wins. */
export const ticketCheckSchema = z.object({
  gameId: z.string(),
  date: z.string(),
  winning: z.array(z.string()),
  /** The ticket's numbers as read (quiniela numbers padded to two digits). */
  numbers: z.array(z.string()),
  plays: z.array(ticketPlaySchema),
  /** The draw's numbers are disputed between sources until an admin settles them. */
  underReview: z.boolean(),
});

export type TicketCheck = z.infer<typeof ticketCheckSchema>;
