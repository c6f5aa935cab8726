/** What the middleware hands to the page render (`Astro.locals`). */
declare namespace App {
  interface Locals {
    /** The active custom code snippets' HTML for the head (src/server/head-snippets.ts); absent when none. */
    headSnippets?: string;
  }
}
