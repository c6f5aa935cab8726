/**
 * CSP hash of the `<style>` element sonner inserts at load (its toast styles). The admin page allows it with
 * `Astro.csp.insertStyleHash`; csp.test.ts recomputes it from the installed sonner, so an upgrade that
 * changes the styles fails that test instead of silently blocking them.
 */
export const SONNER_STYLE_HASH = 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=';
