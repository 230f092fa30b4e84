import { config } from 'zod/v4/core';

/**
 * What `zod` means in the built shop (an alias in vite.config.ts): zod itself, configured to parse
 * without compiling parsers through `new Function`. The page's content security policy allows no
 * eval, so zod would fall back to plain parsing anyway, but only after probing with
 * `new Function("")` as the first object schema is built, which Chromium reports as a CSP
 * violation (and Lighthouse's best practices count). Every module that builds a schema imports
 * zod, so through this module, whose body runs before theirs. The server keeps compiled parsers.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
