/**
 * The informative posts a new site starts with: how the main games work and when they are drawn. Draw
 * times, days and number formats are read from the catalogue, so an article never contradicts the results
 * pages. Stored through the posts service at the first start of a database, once.
 */
import { arePostsSeeded, markPostsSeeded } from '../../db/queries/app-state.ts';
import { postBySlug } from '../../db/queries/posts.ts';
import { scheduleText } from '../components/game-text.ts';
import { gameById, type Game } from '../lib/catalogue/index.ts';
import { formatTime } from '../lib/format.ts';
import type { PostInput } from '../lib/schemas/post.ts';
import { ApiError } from './errors.ts';
import { createPost } from './services/posts.ts';
import type { ServiceContext } from './services/context.ts';

function game(id: string): Game {
  const found = gameById(id);
  if (!found) throw new Error(`Seed post names unknown game ${id}`);
  return found;
}

/**
 * "todos los días a las 7:55 p. m." for the game `id`, at its official times: Santo Domingo's for a Dominican
 * game, Eastern Time for a US draw (a stored article cannot follow the seasons; its text says so).
 */
const when = (id: string): string =>
  scheduleText(game(id).schedule.map((slot) => ({ ...slot, nextDay: false }))) ?? 'en días variables';
/** How a US draw's Eastern Time reads in Santo Domingo, said once after a US draw time. */
const EASTERN_TIME_NOTE =
  '(hora de Nueva York; en República Dominicana es la misma hora de marzo a noviembre y una hora más tarde de noviembre a marzo)';
/** The first draw time of the game `id` in its own zone, "10:30 p. m.". */
const at = (id: string): string => formatTime(game(id).schedule[0]?.time ?? '00:00');
/** A link to the results page of the game `id`, labelled with its name. */
const link = (id: string): string => `<a href="${game(id).route}">${game(id).name}</a>`;

/** The seed articles (title, slug, excerpt, HTML content). */
export function seedPosts(): (PostInput & { slug: string })[] {
  return [
    {
      title: '¿Cómo se juega la quiniela en República Dominicana?',
      slug: 'como-se-juega-la-quiniela',
      excerpt:
        'La quiniela es el juego más popular del país: tres números de dos cifras, tres premios y varias formas de jugar.',
      content: `<p>La quiniela es el sorteo diario más jugado en la República Dominicana. En cada sorteo salen <strong>tres números de dos cifras, del 00 al 99</strong>: el primero paga el primer premio, el segundo el segundo premio y el tercero el tercer premio.</p>
<h2>Formas de jugar</h2>
<ul>
<li><strong>Quiniela:</strong> eliges un número de dos cifras. Ganas si sale en cualquiera de los tres premios; el pago es mayor si sale en primera.</li>
<li><strong>Palé:</strong> eliges dos números. Ganas si ambos salen entre los tres premios del sorteo.</li>
<li><strong>Tripleta:</strong> eliges tres números. Es la jugada más difícil: deben salir los tres.</li>
<li><strong>Super Palé:</strong> combina el primer premio de dos loterías distintas.</li>
</ul>
<p>Cuánto paga cada jugada depende de la banca y de la lotería; pregunta siempre la tabla de pagos antes de jugar.</p>
<h2>¿A qué hora salen?</h2>
<ul>
<li>${link('quiniela-leidsa')}: ${when('quiniela-leidsa')}</li>
<li>${link('quiniela-loteka')}: ${when('quiniela-loteka')}</li>
<li>${link('loteria-nacional')}: ${when('loteria-nacional')}</li>
</ul>
<p>Las horas son de Santo Domingo. Los resultados aparecen en Gana Más pocos minutos después de cada sorteo.</p>`,
    },
    {
      title: 'Horarios de los sorteos de las loterías dominicanas',
      slug: 'horarios-de-sorteos-loterias-dominicanas',
      excerpt: 'A qué hora se juega cada lotería dominicana, de la mañana a la noche, en hora de Santo Domingo.',
      content: `<p>Estos son los horarios de los sorteos más buscados, en hora de Santo Domingo. Si un día festivo cambia un sorteo, lo indicamos en la página de resultados de cada juego.</p>
<table>
<thead><tr><th scope="col">Juego</th><th scope="col">Cuándo se sortea</th></tr></thead>
<tbody>
${[
  'gana-mas',
  'juega-mas-pega-mas',
  'quiniela-loteka',
  'mega-chances',
  'quiniela-leidsa',
  'pega-3-mas',
  'super-kino-tv',
  'loteria-nacional',
]
  .map((id) => `<tr><td>${link(id)}</td><td>${when(id)}</td></tr>`)
  .join('\n')}
</tbody>
</table>
<p>Los resultados de cada lotería se publican en su página apenas la fuente oficial los da a conocer; la página de inicio muestra el último sorteo de todos los juegos.</p>`,
    },
    {
      title: 'Loto Leidsa: cómo funcionan el Loto, el Súper Más y el Súper Loto Más',
      slug: 'como-funciona-el-loto-leidsa',
      excerpt: 'Seis números del 1 al 40, una bola Más y una bola Súper Más: así se juega el Loto de Leidsa.',
      content: `<p>El ${link('loto-leidsa')} es el juego de premio mayor acumulado de Leidsa. Se sortea ${when('loto-leidsa')}.</p>
<h2>Los números</h2>
<ul>
<li><strong>Loto:</strong> seis números del 1 al 40.</li>
<li><strong>Loto Más:</strong> además de los seis números, una bola <em>Más</em> del 1 al 12.</li>
<li><strong>Súper Loto Más:</strong> suma una bola <em>Súper Más</em> del 1 al 15.</li>
</ul>
<p>Con más bolas acertadas, mayor es el premio; el acumulado crece en cada sorteo sin ganador del primer premio.</p>
<h2>Otros juegos de Leidsa</h2>
<p>Leidsa también sortea la ${link('quiniela-leidsa')}, el ${link('pega-3-mas')}, el ${link('loto-pool-leidsa')} y el ${link('super-kino-tv')}, ${when('quiniela-leidsa')}.</p>`,
    },
    {
      title: 'Mega Lotto, Mega Chances y Toca 3: los juegos de Loteka',
      slug: 'juegos-de-loteka-mega-lotto-mega-chances-toca-3',
      excerpt: 'Qué se juega en cada sorteo de Loteka y cuándo salen sus resultados.',
      content: `<p>Loteka celebra su sorteo diario ${when('quiniela-loteka')}, con varios juegos a la vez.</p>
<ul>
<li>${link('quiniela-loteka')}: tres números de dos cifras (00-99).</li>
<li>${link('mega-chances')}: cinco números de dos cifras.</li>
<li>${link('toca-3')}: tres dígitos del 0 al 9.</li>
<li>${link('el-extra')} y ${link('repartidera')}: un número de dos cifras cada uno.</li>
</ul>
<h2>Mega Lotto</h2>
<p>El ${link('megalotto')} es el juego de acumulado de Loteka y se sortea ${when('megalotto')}. Salen seis números de dos cifras, más un número <em>Extra Lotto</em> y un número <em>PowerLotto</em>.</p>`,
    },
    {
      title: 'Powerball y Mega Millions: horarios en República Dominicana',
      slug: 'powerball-y-mega-millions-horarios',
      excerpt: 'Las dos grandes loterías de Estados Unidos: cómo se juegan y a qué hora salen en hora dominicana.',
      content: `<p>Powerball y Mega Millions son las loterías de mayor premio de Estados Unidos. En Gana Más publicamos sus resultados como referencia; no vendemos boletos.</p>
<h2>Powerball</h2>
<p>Se sortea ${when('powerball')} ${EASTERN_TIME_NOTE}. Salen cinco números del 1 al 69 y una bola Powerball del 1 al 26. Consulta los resultados en ${link('powerball')} y los del ${link('powerball-double-play')}.</p>
<h2>Mega Millions</h2>
<p>Se sortea ${when('mega-millions')}, también en hora de Nueva York. Salen cinco números del 1 al 70 y una Mega Ball del 1 al 24. Resultados en ${link('mega-millions')}.</p>
<h2>Otras loterías americanas</h2>
<p>${link('new-york-tarde')} y ${link('new-york-noche')} se sortean todos los días a las ${at('new-york-tarde')} y a las ${at('new-york-noche')}; ${link('florida-dia')} y ${link('florida-noche')}, a las ${at('florida-dia')} y a las ${at('florida-noche')}, también en hora de Nueva York.</p>`,
    },
  ];
}

/**
 * Stores the seed posts once per database: on the first start, every seed post whose slug is free (a post
 * another process stores at the same moment is skipped); later starts add nothing, so a seed post an admin
 * deleted stays deleted. Returns how many it added.
 * @throws the database's error (a failed seed is tried again at the next start).
 */
export async function ensureSeedPosts(ctx: ServiceContext): Promise<number> {
  if (await arePostsSeeded(ctx.db)) return 0;
  let added = 0;
  for (const post of seedPosts()) {
    if (await postBySlug(ctx.db, post.slug)) continue;
    try {
      await createPost(ctx, post);
      added += 1;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
    }
  }
  await markPostsSeeded(ctx.db);
  return added;
}
