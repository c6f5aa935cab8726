/** The five questions of the home FAQ (shown in `Faq.astro` and published as FAQPage data). */
export const HOME_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: '¿Qué es Gana Más?',
    answer:
      'Gana Más es un sitio informativo que reúne en un solo lugar los resultados de las loterías dominicanas y americanas, actualizados durante todo el día.',
  },
  {
    question: '¿Cada cuánto se actualizan los resultados?',
    answer:
      'Los resultados se revisan automáticamente después de cada sorteo y esta página se actualiza cada 5 minutos sin que tengas que recargarla.',
  },
  {
    question: '¿Qué loterías puedo consultar?',
    answer:
      'Lotería Nacional, Leidsa, Lotería Real, Loteka, las loterías americanas (New York, Florida, Mega Millions, PowerBall y Cash 4 Life), La Primera, La Suerte, LoteDom, King Lottery, Anguila y La Cuarteta.',
  },
  {
    question: '¿Los resultados son oficiales?',
    answer:
      'Los datos se obtienen de fuentes oficiales, pero los resultados publicados son solo de referencia. Verifica siempre tu boleto con la lotería correspondiente antes de reclamar un premio.',
  },
  {
    question: '¿Puedo ver resultados anteriores?',
    answer:
      'Sí. En la página de cada juego encontrarás el historial de resultados con los sorteos anteriores, de 20 en 20.',
  },
];
