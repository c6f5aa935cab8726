/** The start/pause of automatic scraping, shared by the dashboard and the Scrapers screen. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../ui/Toaster.tsx';
import { adminApi, errorDetail } from '../api.ts';

/** Starts (`true`) or stops automatic scraping (POST /api/admin/scrapers/start-background|stop-background), with the spec's toasts. */
export function useScrapingSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => adminApi(`/scrapers/${on ? 'start' : 'stop'}-background`, { method: 'POST' }),
    onSuccess: async (_answer, on) => {
      notify.success(on ? 'Scraping automático iniciado' : 'Scraping automático detenido');
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error, on) =>
      notify.error(
        on ? 'Error al iniciar scraping automático' : 'Error al detener scraping automático',
        errorDetail(error),
      ),
  });
}
