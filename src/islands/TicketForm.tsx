import { useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import type { SearchEntry } from '../lib/catalogue/search-data.ts';
import { splitTicketNumbers } from '../lib/schemas/ticket-check.ts';
import { Button } from '../ui/Button.tsx';
import { controlClasses } from '../ui/Input.tsx';
import { cn } from '../ui/cn.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

/** A game the checker covers, as the form offers it: its search entry and its ticket's fields. */
export interface TicketGameOption {
  id: string;
  entry: SearchEntry;
  fields: { label: string; min: number; max: number }[];
  required: number;
}

interface TicketFormProps {
  games: readonly TicketGameOption[];
  /** The game, date ("" for the newest draw) and numbers of the ticket checked, if any. */
  initial: { game: string; date: string; numbers: readonly string[] };
  /** Newest date the date field offers ("YYYY-MM-DD", today in Santo Domingo). */
  maxDate: string;
}

const describe = (hit: { operator: string }) => hit.operator;

/**
 * What the visitor chose in the server-rendered form before it hydrated: the selected game, and the numbers typed
 * spread over its fields (read in order, as the page reads a plain GET: a field may hold several); undefined when the
 * selected game is not one of `games`.
 */
function chosenBeforeHydration(
  form: HTMLFormElement,
  games: readonly TicketGameOption[],
): { id: string; values: string[] } | undefined {
  const data = new FormData(form);
  const game = games.find((g) => g.id === data.get('game'));
  if (!game) return undefined;
  const typed = data.getAll('numbers').filter((value) => typeof value === 'string');
  const numbers = splitTicketNumbers(typed.join('-'));
  return { id: game.id, values: game.fields.map((_, i) => numbers[i] ?? '') };
}

/**
 * The '¿Gané?' form (GET /verificar): a game (a select, plus the header's search once hydrated), a draw date (empty
 * for the newest draw) and one numeric field per number of the game's ticket, each named `numbers`. Works as a
 * plain form without JavaScript (a field may hold a whole pasted ticket, '12-34-56'); hydrated, a paste is spread
 * over the fields from the one pasted into, and typing two digits moves to the next field.
 */
export default function TicketForm({ games, initial, maxDate }: TicketFormProps) {
  const hydrated = useHydrated();
  const [gameId, setGameId] = useState(initial.game || (games[0]?.id ?? ''));
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const fields = game?.fields ?? [];
  const [values, setValues] = useState<string[]>(() => fields.map((_, i) => initial.numbers[i] ?? ''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  // Hydration keeps the DOM's values but not React's state: adopt what was chosen before it, once, before the
  // next render would put the initial game back (issue 31 item 5; the island hydrates on intent, decision 033).
  useLayoutEffect(() => {
    const chosen = formRef.current && chosenBeforeHydration(formRef.current, games);
    if (!chosen) return;
    setGameId(chosen.id);
    setValues(chosen.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, at hydration
  }, []);

  const setFrom = (start: number, typed: readonly string[]) => {
    setValues((current) => {
      const next = fields.map((_, i) => current[i] ?? '');
      typed.forEach((value, offset) => {
        if (start + offset < next.length) next[start + offset] = value;
      });
      return next;
    });
    inputs.current[Math.min(start + typed.length, fields.length - 1)]?.focus();
  };
  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const parts = splitTicketNumbers(text);
    if (parts.length > 1) {
      setFrom(index, parts);
      return;
    }
    const digits = text.replace(/\D/g, '').slice(0, 2);
    setValues((current) => fields.map((_, i) => (i === index ? digits : (current[i] ?? ''))));
    if (digits.length === 2) inputs.current[index + 1]?.focus();
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const parts = splitTicketNumbers(event.clipboardData.getData('text'));
    if (parts.length < 2) return;
    event.preventDefault();
    setFrom(index, parts);
  };
  const choose = (url: string) => {
    const chosen = games.find((g) => g.entry.url === url);
    if (chosen) setGameId(chosen.id);
  };

  return (
    <form ref={formRef} method="get" action="/verificar" className="space-y-5" aria-label="Verificar boleto">
      {hydrated && (
        <SearchCombobox
          entries={games.map((g) => g.entry)}
          limit={8}
          minLength={1}
          onChoose={choose}
          describe={describe}
          label="Buscar juego"
          placeholder="Buscar juego: Quiniela Leidsa, Powerball..."
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-slate-800">
          Juego
          <select
            name="game"
            value={game?.id}
            onChange={(event) => setGameId(event.currentTarget.value)}
            className={cn(controlClasses, 'mt-1 h-10')}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.entry.name} ({g.entry.operator})
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Fecha del sorteo
          <input
            type="date"
            name="date"
            defaultValue={initial.date}
            max={maxDate}
            aria-describedby="ticket-date-help"
            className={cn(controlClasses, 'mt-1 h-10')}
          />
          <span id="ticket-date-help" className="mt-1 block text-xs font-normal text-slate-600">
            Vacía: el último sorteo.
          </span>
        </label>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Números del boleto</legend>
        <p id="ticket-numbers-help" className="text-xs text-slate-600">
          {game && game.required < fields.length
            ? `De ${game.required} a ${fields.length} números.`
            : `${fields.length} números.`}{' '}
          Puedes pegar el boleto entero, por ejemplo 12-34-56.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {fields.map((field, index) => (
            <label
              key={`${game?.id}-${index}`}
              className="flex w-14 flex-col items-center gap-1 text-xs text-slate-700"
            >
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                name="numbers"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby="ticket-numbers-help"
                value={values[index] ?? ''}
                onChange={(event) => onInput(index, event)}
                onPaste={(event) => onPaste(index, event)}
                required={index < (game?.required ?? 0)}
                className={cn(controlClasses, 'h-12 text-center text-lg font-bold')}
              />
              <span className="text-center leading-tight">{field.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="accent" size="lg">
        ¿Gané?
      </Button>
    </form>
  );
}
