/**
 * The admin's screens (spec: Admin routes): the sidebar lists them in this order and AdminApp draws the one the
 * path names, titled with its label. Adding a screen is a folder with its component and one line here.
 */
import type { ComponentType } from 'react';
import { AdsScreen } from './ads/AdsScreen.tsx';
import { CoverageScreen } from './coverage/CoverageScreen.tsx';
import { CustomCodeScreen } from './custom-code/CustomCodeScreen.tsx';
import { DashboardScreen } from './dashboard/DashboardScreen.tsx';
import { LogsScreen } from './logs/LogsScreen.tsx';
import { AdOrdersScreen } from './orders/AdOrdersScreen.tsx';
import { PostsScreen } from './posts/PostsScreen.tsx';
import { ScrapersScreen } from './scrapers/ScrapersScreen.tsx';

/** A sidebar entry: its path, its label (also the screen's title) and the screen. */
interface AdminScreen {
  path: string;
  label: string;
  Screen: ComponentType<{ title: string }>;
}

export const SCREENS: readonly AdminScreen[] = [
  { path: '/admin', label: 'Dashboard', Screen: DashboardScreen },
  { path: '/admin/posts', label: 'Posts de Loterías', Screen: PostsScreen },
  { path: '/admin/individual-posts', label: 'Posts Individuales', Screen: PostsScreen },
  { path: '/admin/scrapers', label: 'Scrapers', Screen: ScrapersScreen },
  { path: '/admin/logs', label: 'Logs y Estadísticas', Screen: LogsScreen },
  { path: '/admin/coverage', label: 'Cobertura del historial', Screen: CoverageScreen },
  { path: '/admin/advertisements', label: 'Publicidad', Screen: AdsScreen },
  { path: '/admin/ad-orders', label: 'Órdenes de Anuncios', Screen: AdOrdersScreen },
  { path: '/admin/custom-code', label: 'Código Manual', Screen: CustomCodeScreen },
  { path: '/admin/settings', label: 'Configuraciones', Screen: CustomCodeScreen },
];
