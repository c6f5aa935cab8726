/** The ten operator groups (category pages) of the site, in menu order. */
import type { Operator } from './types.ts';

export const OPERATORS: readonly Operator[] = [
  {
    id: 'loteria-nacional',
    name: 'Lotería Nacional',
    route: '/loteria-nacional-todos-los-resultados-de-hoy',
    paths: ['/loteria-nacional'],
    sourceNames: ['Nacional', 'Lotería Nacional'],
    description:
      'Resultados de la Lotería Nacional Dominicana: Gana Más, Juega + Pega +, la Lotería Nacional de la noche y los Billetes.',
  },
  {
    id: 'leidsa',
    name: 'Leidsa',
    route: '/leidsa-resultado-loteria-de-hoy',
    paths: ['/leidsa'],
    companyCode: 9,
    sourceNames: ['Leidsa'],
    description:
      'Resultados de Leidsa: Quiniela Palé, Pega 3 Más, Loto Pool, Super Kino TV, Super Palé y Loto - Super Loto Más.',
  },
  {
    id: 'loteria-real',
    name: 'Lotería Real',
    route: '/loteria-real-de-hoy',
    paths: ['/loto-real', '/real'],
    companyCode: 11,
    sourceNames: ['Loteria Real', 'Lotería Real', 'Real'],
    description:
      'Resultados de la Lotería Real: Quiniela Real, Loto Real, Loto Pool, Nueva Yol Real, Tu Fecha Real, Pega 4 Real y Super Palé.',
  },
  {
    id: 'loteka',
    name: 'Loteka',
    route: '/loteria-loteka-de-hoy-resultados',
    paths: ['', '/loteka'],
    companyCode: 12,
    sourceNames: ['Loteka'],
    description:
      'Resultados de Loteka: Quiniela Loteka, Mega Chances, Repartidera, Toca 3, Mega Lotto y Chance Express.',
  },
  {
    id: 'americanas',
    name: 'Loterías Americanas',
    route: '/loterias-americanas',
    paths: ['/americanas', '/loteria-de-florida'],
    sourceNames: ['Americanas', 'Americanas (NY)', 'New York Lottery', 'Florida', 'Nueva York', 'New York'],
    description: 'Resultados de las loterías americanas: New York, Florida, Mega Millions, PowerBall y Cash 4 Life.',
  },
  {
    id: 'la-primera',
    name: 'La Primera',
    route: '/la-primera-premios-y-resultados-de-hoy',
    paths: ['/la-primera'],
    companyCode: 98,
    sourceNames: ['La Primera'],
    description: 'Resultados de La Primera: La Primera Día, La Primera Noche, El Quinielón y Loto 5.',
  },
  {
    id: 'la-suerte',
    name: 'La Suerte',
    route: '/loteria-la-suerte-resultados-de-hoy',
    paths: ['/la-suerte-dominicana'],
    companyCode: 106,
    sourceNames: ['La Suerte', 'La Suerte Dominicana'],
    description: 'Resultados de La Suerte Dominicana de las 12:30 y de las 6:00 PM.',
  },
  {
    id: 'lotedom',
    name: 'LoteDom',
    route: '/lotedom-loteria-dominicana-resultados',
    paths: ['/lotedom'],
    companyCode: 114,
    sourceNames: ['LoteDom'],
    description: 'Resultados de LoteDom: Quiniela LoteDom, Super Palé, El Quemaito Mayor y Agarra 4.',
  },
  {
    id: 'king-lottery',
    name: 'King Lottery',
    route: '/king-lottery-resultados-de-hoy',
    paths: ['/king-lottery'],
    companyCode: 124,
    sourceNames: ['King Lottery'],
    description:
      'Resultados de King Lottery: quinielas del mediodía y la noche, Pick 3, Pick 4, Loto Pool y Philipsburg.',
  },
  {
    id: 'anguila',
    name: 'Anguila',
    route: '/anguila-resultados-de-hoy-lotto',
    paths: ['/anguila'],
    companyCode: 120,
    sourceNames: ['Anguila'],
    description: 'Resultados de Anguila y La Cuarteta: mañana, medio día, tarde y noche.',
  },
];
