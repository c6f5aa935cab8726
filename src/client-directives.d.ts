/** Types the custom hydration directive registered in astro.config.mjs (decision 033). */
import type { IntentOptions } from './islands/intent-directive.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | IntentOptions;
  }
}
