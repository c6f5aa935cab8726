/** Playwright's global setup: starts the e2e servers of playwright.config.ts together; its teardown stops them. */
import { E2E_SERVERS } from '../../playwright.config.ts';
import { startServers } from './servers.ts';

export default () => startServers(E2E_SERVERS);
