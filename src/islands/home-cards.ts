/**
 * What the home cards' server HTML leaves to the browser (decision 066), filled in as the page opens: each card's
 * actions (the 'Mis loterías' star and 'Compartir', which do nothing without JavaScript; their markup was 12 KB
 * of the home's HTML) and its countdown's tooltip (the next draw's instant). It writes what the grid's React
 * renders there (`CardActions`, the same string checked by home-cards.test.ts; `NextDraw`'s title), so the grid
 * hydrates it in place and a press made before React arrives is replayed by `client:intent`. The actions' row
 * sits in the card's padding, absolutely placed: filling it shifts nothing. No imports: the home opens with this
 * code only (a few hundred bytes), not with the formatting module the grid shares.
 */
/** The star's action, as `FavouriteStar` names it while the game is not pinned (the server and hydration state). */
const ADD = 'Agregar a Mis loterías';

/** An instant as `formatInstant` writes it by default ('27 nov 2026, 2:30 p. m.'; checked by home-cards.test.ts). */
const instant = new Intl.DateTimeFormat('es-DO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Santo_Domingo',
});

/** The title of a countdown's `<time>`: the instant of its `datetime`, as `NextDraw` titles it. */
export const countdownTitle = (dateTime: string): string => instant.format(new Date(dateTime));

/** `text` escaped for an HTML attribute or text, as React escapes it. */
const escapeHtml = (text: string) =>
  text.replace(/["&'<>]/g, (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** The actions row of a card of `game` (the unpressed star, and 'Compartir' when the card shows a draw). */
export function cardActionsHtml(game: { id: string; name: string }, share: boolean): string {
  const star =
    `<button type="button" aria-pressed="false" aria-label="${escapeHtml(`${ADD}: ${game.name}`)}" ` +
    `title="${ADD}" data-favourite="${escapeHtml(game.id)}" class="fav size-10"></button>`;
  const compartir =
    '<button class="btn btn-outline share size-9" type="button"><span class="sr-only">Compartir</span></button>';
  return share ? star + compartir : star;
}

/**
 * Completes the home grid's cards under `root`: fills every empty actions row (`.cards > div > div`, beside the
 * card's link; the game from the link's `data-game` and its `<h3>`, 'Compartir' when the card has a date line,
 * that is a draw) and gives each countdown's `<time>` its instant as a title. What is done is left alone, so it
 * may run more than once.
 */
export function completeHomeCards(root: ParentNode = document): void {
  for (const row of root.querySelectorAll('.cards > div > div:empty')) {
    const card = row.previousElementSibling;
    const id = card?.getAttribute('data-game');
    const name = card?.querySelector('h3')?.textContent;
    if (id && name) row.innerHTML = cardActionsHtml({ id, name }, card.querySelector('.when') !== null);
  }
  for (const time of root.querySelectorAll<HTMLTimeElement>('.card > [data-next-draw] > time:not([title])'))
    time.title = countdownTitle(time.dateTime);
}
