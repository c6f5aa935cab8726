/**
 * `/resultados?fecha=AAAA-MM-DD`, where the date picker's form goes: 302 to that day's page; without a valid
 * date (missing, malformed, in the future) 302 to today's.
 */
import type { APIRoute } from 'astro';
import { parsePageDate } from '../../lib/schemas/page-date.ts';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => {
  const date = parsePageDate(url.searchParams.get('fecha'), new Date());
  return redirect(`/resultados/${date ?? 'hoy'}`, 302);
};
