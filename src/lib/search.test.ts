import { describe, expect, it } from 'vitest';
import { GAMES, HOME_GAMES, OPERATORS } from './catalogue/index.ts';
import { SEARCH_ENTRIES, SEARCH_KEYWORDS } from './catalogue/search-data.ts';
import { choicesMessage, noMatchMessage, resolveSearch, SEARCH_LIMITS, searchSuggestions } from './search.ts';

const header = { limit: SEARCH_LIMITS.headerDesktop, minLength: SEARCH_LIMITS.headerMinLength };
const home = { limit: SEARCH_LIMITS.home, minLength: SEARCH_LIMITS.homeMinLength };
const submit = (query: string) => resolveSearch(SEARCH_ENTRIES, SEARCH_KEYWORDS, query);
const urlOf = (query: string) => {
  const outcome = submit(query);
  return outcome.kind === 'match' ? outcome.hit.url : outcome.kind;
};

describe('search data', () => {
  it('has one entry per operator and per game, with the catalogue routes', () => {
    expect(SEARCH_ENTRIES).toHaveLength(OPERATORS.length + GAMES.length);
    expect(new Set(SEARCH_ENTRIES.map((e) => e.url)).size).toBe(SEARCH_ENTRIES.length);
    expect(HOME_GAMES.every((g) => SEARCH_ENTRIES.some((e) => e.url === g.route && e.name === g.name))).toBe(true);
  });

  it('lists the 14 keywords of the spec in order', () => {
    expect(SEARCH_KEYWORDS.map((k) => k.keyword)).toEqual([
      'nacional',
      'leidsa',
      'loteka',
      'real',
      'americanas',
      'primera',
      'suerte',
      'lotedom',
      'king',
      'anguila',
      'mega',
      'chance',
      'quiniela',
      'repartidera',
    ]);
  });
});

describe('home search on submit', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Leidsa', '/leidsa-resultado-loteria-de-hoy'],
    ['LOTEKA', '/loteria-loteka-de-hoy-resultados'],
    ['gana mas', '/loteria-gana-mas-resultados'],
    ['Gana Más', '/loteria-gana-mas-resultados'],
    ['  powerball ', '/powerball'],
    ['Súper Palé', '/super-pale-leidsa'],
    ['super pale real', '/super-pale-real-resultados-de-hoy'],
    ['kino', '/super-kino-tv-de-hoy'],
    ['leidsa quiniela', '/quiniela-pale-leidsa'],
    ['real', '/loteria-real-de-hoy'],
    ['repartidera real', '/repartidera-real'],
  ])('%j -> %s (name tiers)', (query, url) => {
    expect(urlOf(query)).toBe(url);
  });

  it.each([
    ['repartidera', '/repartidera-de-mega-chance-resultados-loteka'],
    ['Repartidera', '/repartidera-de-mega-chance-resultados-loteka'],
    ['toca', '/toca-3-loteka-resultados'],
    ['lotto loteka', '/mega-lotto-de-loteka-megalotto'],
  ])('%j -> %s: a catalogue alias equal to the text comes right after the exact name', (query, url) => {
    expect(submit(query)).toMatchObject({ kind: 'match', hit: { tier: 'exact-alias', url } });
  });

  it.each([
    ['quiniela', '/quiniela-loteka-resultados'],
    ['mega', '/mega-lotto-de-loteka-megalotto'],
  ])('%j -> %s: among games matching equally, the one the keyword table names', (query, url) => {
    expect(submit(query)).toMatchObject({ kind: 'match', hit: { tier: 'prefix', url } });
  });

  it.each([
    ['pick 3', ['Pick 3 Día', 'Pick 3 Noche']],
    ['chance', ['Chance Real', 'Chance Express']],
    ['lotto', ['Mega Lotto', 'Florida Lotto', 'Florida Lotto Double Play', 'New York Lotto']],
  ])('%j lists the games matching equally rather than guess one', (query, names) => {
    const outcome = submit(query);
    expect(outcome).toMatchObject({ kind: 'choices', message: choicesMessage(query) });
    expect(outcome.kind === 'choices' && outcome.hits.map((h) => h.name)).toEqual(names);
  });

  it('lists at most 8 equal games', () => {
    const outcome = submit('florida');
    expect(outcome.kind === 'choices' && outcome.hits).toHaveLength(8);
    expect(choicesMessage(' Florida ')).toBe('Varias loterías coinciden con "Florida". Elige una:');
  });

  it.each([
    ['resultados leidsa hoy', '/leidsa-resultado-loteria-de-hoy'],
    ['loterias americanas de hoy', '/loterias-americanas'],
    ['la primera de hoy', '/la-primera-premios-y-resultados-de-hoy'],
    ['quinielas de hoy', '/quiniela-loteka-resultados'],
    ['la repartidera de hoy', '/repartidera-de-mega-chance-resultados-loteka'],
  ])('%j -> %s (keyword table)', (query, url) => {
    expect(submit(query)).toMatchObject({ kind: 'match', hit: { tier: 'keyword', url } });
  });

  it.each([
    ['leisda', '/leidsa-resultado-loteria-de-hoy'],
    ['pwerball', '/powerball'],
    ['anguilla', '/anguila-resultados-de-hoy-lotto'],
    ['lotka', '/loteria-loteka-de-hoy-resultados'],
  ])('%j -> %s (typo tolerance)', (query, url) => {
    expect(submit(query)).toMatchObject({ kind: 'match', hit: { tier: 'fuzzy', url } });
  });

  it('answers the spec alert when nothing matches', () => {
    expect(submit(' xyz ')).toEqual({
      kind: 'none',
      message: 'No se encontró "xyz". Te mostramos todas las loterías disponibles.',
    });
    expect(noMatchMessage('hola')).toBe('No se encontró "hola". Te mostramos todas las loterías disponibles.');
  });
});

describe('suggestions', () => {
  it('start at 1 character in the header and 2 on the home page', () => {
    expect(searchSuggestions(SEARCH_ENTRIES, 'l', header).length).toBeGreaterThan(0);
    expect(searchSuggestions(SEARCH_ENTRIES, 'l', home)).toEqual([]);
    expect(searchSuggestions(SEARCH_ENTRIES, ' ', header)).toEqual([]);
    expect(searchSuggestions(SEARCH_ENTRIES, 'le', home).length).toBeGreaterThan(0);
  });

  it('are capped at 8 (desktop, home) and 6 (mobile)', () => {
    expect(searchSuggestions(SEARCH_ENTRIES, 'lo', header)).toHaveLength(8);
    expect(searchSuggestions(SEARCH_ENTRIES, 'lo', home)).toHaveLength(8);
    expect(searchSuggestions(SEARCH_ENTRIES, 'lo', { limit: SEARCH_LIMITS.headerMobile, minLength: 1 })).toHaveLength(
      6,
    );
  });

  it('rank the category first and then games of that operator, with the spec labels', () => {
    const hits = searchSuggestions(SEARCH_ENTRIES, 'leidsa', header);
    expect(hits[0]).toMatchObject({ name: 'Leidsa', label: 'Categoría de lotería', tier: 'exact' });
    expect(hits[1]).toMatchObject({ name: 'Quiniela Leidsa', label: 'Lotería individual', tier: 'contains' });
    expect(hits.slice(2).every((h) => h.operator === 'Leidsa' && h.tier === 'operator')).toBe(true);
  });

  it('put name prefixes before names containing the text', () => {
    expect(searchSuggestions(SEARCH_ENTRIES, 'mega', header).map((h) => h.name)).toEqual([
      'Mega Chances',
      'Mega Lotto',
      'Mega Millions',
      'Repartidera de Mega Chance',
    ]);
  });

  it('ignore accents and case both ways', () => {
    const names = (q: string) => searchSuggestions(SEARCH_ENTRIES, q, header).map((h) => h.name);
    expect(names('QUINIELÓN')).toEqual(['El Quinielón Día', 'El Quinielón Noche']);
    expect(names('quinielon')).toEqual(names('QUINIELÓN'));
    expect(names('loteria nacional')[0]).toBe('Lotería Nacional');
  });

  it('find games by alias (Mega Lotto as "lotto loteka" and "lotto lotek")', () => {
    expect(searchSuggestions(SEARCH_ENTRIES, 'lotto loteka', header)[0]).toMatchObject({
      url: '/mega-lotto-de-loteka-megalotto',
      tier: 'exact-alias',
    });
    expect(searchSuggestions(SEARCH_ENTRIES, 'lotto lotek', header)[0]).toMatchObject({
      url: '/mega-lotto-de-loteka-megalotto',
      tier: 'alias',
    });
  });

  it('put the game whose alias is the text first: "repartidera" is Loteka\'s, then Repartidera Real', () => {
    expect(searchSuggestions(SEARCH_ENTRIES, 'repartidera', home).map((h) => h.name)).toEqual([
      'Repartidera de Mega Chance',
      'Repartidera Real',
    ]);
  });

  it('fall back to similar names only when nothing matches as text, best first', () => {
    const hits = searchSuggestions(SEARCH_ENTRIES, 'powerbal', header);
    expect(hits.map((h) => h.tier)).toEqual(['prefix', 'prefix']);
    const typos = searchSuggestions(SEARCH_ENTRIES, 'pwerball', header);
    expect(typos[0]).toMatchObject({ name: 'PowerBall', tier: 'fuzzy' });
    expect(typos.every((h, i) => i === 0 || h.score <= typos[i - 1]!.score)).toBe(true);
    expect(searchSuggestions(SEARCH_ENTRIES, 'hola', header)).toEqual([]);
  });
});
