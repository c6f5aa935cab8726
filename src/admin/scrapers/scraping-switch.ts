/** The start/pause of automatic scraping, shared by the dashboard and the Scrapers screen. */
import { api, unwrap } from '../../islands/api-client.ts';
import { JSON_TYPE } from '../json-options.ts';
import { useAdminAction } from '../mutations.ts';

/** Starts (`true`) or stops automatic scraping (POST /api/admin/scrapers/start-background|stop-background), with the spec's toasts. */
export const useScrapingSwitch = () =>
  useAdminAction<boolean, { isRunning: boolean }>({
    send: (on: boolean) =>
      on
        ? unwrap(api.admin.scrapers['start-background'].$post({}, JSON_TYPE))
        : unwrap(api.admin.scrapers['stop-background'].$post({}, JSON_TYPE)),
    success: (_answer, on) => (on ? 'Scraping automático iniciado' : 'Scraping automático detenido'),
    failure: (on) => (on ? 'Error al iniciar scraping automático' : 'Error al detener scraping automático'),
  });
