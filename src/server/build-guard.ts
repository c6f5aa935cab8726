/**
 * The build never touches the database (decision 065): `astro build` marks the process as building
 * (`astro.config.mjs`, hook `astro:build:start`) and `openAppDb` refuses to open it while the mark is set, so a
 * page prerendered at build time that reads data fails loudly instead of connecting, migrating or importing.
 * The mark lives on `globalThis`: the config and the prerendered pages' bundle are different module copies in
 * one process.
 */
const KEY = Symbol.for('gana-mas.building');
type Holder = { [KEY]?: boolean };

/** Marks this process as running `astro build` (`building`) or not. */
export function markBuilding(building: boolean): void {
  (globalThis as Holder)[KEY] = building;
}

/** @throws Error when this process is running `astro build`: `what` needs the database, which the build never opens. */
export function assertNotBuilding(what: string): void {
  if ((globalThis as Holder)[KEY] === true)
    throw new Error(`${what}: astro build never opens the database (decision 065)`);
}
