import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** The bundler's and Vite's helpers both entries need, which are not in the module graph. */
const HELPERS = /^(\0vite\/(preload-helper|modulepreload-polyfill)|rolldown:runtime)/;

/** zod, or the module the build puts in its place (decision 058). */
const ZOD = /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/;
const CONTRACT = /packages[\\/]contract[\\/]/;

/** A module the first-screen groups leave where the bundler puts it. */
const KEEP_OUT = [
  /\.html($|\?)/, // the pages themselves
  /src[\\/](main|admin[\\/]main)\.tsx$/, // the entry scripts stay the entry chunks
  /\.css($|\?)/, // styles: one file per entry as before
  ZOD, // the back-office's own chunk (decision 058)
];

/**
 * The modules each page's entry imports statically, known once the module graph is built and
 * before the bundler splits it into chunks (decision 060). The code-splitting groups of
 * vite.config.ts ask it which modules are the shop's first screen: left to itself the bundler
 * puts every module the shop and the back-office share into small chunks of their own, and the
 * shop's first screen took twelve files, which over HTTP/1.1's six connections cost the page
 * rounds of requests on a slow network.
 */
export function entryGraphsPlugin(pages: { shop: string; backOffice: string }) {
  /** The shop page's static imports, and every module the back-office can ever load. */
  const shopFirst = new Set<string>();
  const backOfficeAll = new Set<string>();
  /** Contract modules that reach zod: tree-shaking decides what of them the shop keeps (058). */
  const schemaModules = new Set<string>();
  /** Modules importing a library the first screen does not load (the HTML sanitiser). */
  const pullsLibrary = new Set<string>();
  let root = '';
  const eligible = (id: string) =>
    !id.startsWith('\0') && !KEEP_OUT.some((re) => re.test(id)) && !schemaModules.has(id);

  const plugin: Plugin = {
    name: 'kodumasinad-entry-graphs',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      schemaModules.clear();
      const reachesZod = (id: string, path = new Set<string>()): boolean => {
        if (schemaModules.has(id)) return true;
        if (path.has(id)) return false;
        path.add(id);
        const reaches = (info(id)?.importedIds ?? []).some(
          (dep) => ZOD.test(dep) || (CONTRACT.test(dep) && reachesZod(dep, path)),
        );
        if (reaches) schemaModules.add(id);
        return reaches;
      };
      for (const id of ids) if (CONTRACT.test(id)) reachesZod(id);

      const entryOf = (page: string) => {
        const entry = ids.find((id) => relative(root, id.replace(/\?.*$/, '')) === page);
        if (!entry) throw new Error(`entry-graphs: no module for ${page}`);
        return entry;
      };
      const walk = (from: string, into: Set<string>, dynamic: boolean) => {
        into.clear();
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          const module = info(id);
          stack.push(...(module?.importedIds ?? []));
          if (dynamic) stack.push(...(module?.dynamicallyImportedIds ?? []));
        }
      };
      walk(entryOf(pages.shop), shopFirst, false);
      walk(entryOf(pages.backOffice), backOfficeAll, true);
      // Directly or through the modules it imports beyond the first screen.
      pullsLibrary.clear();
      const lazyDeps = (id: string) => (info(id)?.importedIds ?? []).filter((dep) => !shopFirst.has(dep));
      for (const id of ids)
        if (lazyDeps(id).some((dep) => dep.includes('/node_modules/'))) pullsLibrary.add(id);
      for (let grew = true; grew;) {
        grew = false;
        for (const id of ids) {
          if (pullsLibrary.has(id) || !lazyDeps(id).some((dep) => pullsLibrary.has(dep))) continue;
          pullsLibrary.add(id);
          grew = true;
        }
      }
    },
  };

  return {
    plugin,
    /**
     * The shop's first screen as far as the back-office uses it too (the UI library, the router,
     * the API client, formatting): one chunk.
     */
    shared: (id: string) => HELPERS.test(id) || (eligible(id) && shopFirst.has(id) && backOfficeAll.has(id)),
    /** The rest of the shop's first screen: one chunk the back-office never loads. */
    shopOnly: (id: string) => eligible(id) && shopFirst.has(id) && !backOfficeAll.has(id),
    /**
     * The shop's lazy screens' own modules that the back-office never loads; with the group's
     * `minShareCount` those two or more screens share (the product card, the cart's calls).
     */
    shopScreens: (id: string) =>
      eligible(id) && !shopFirst.has(id) && !backOfficeAll.has(id) && !pullsLibrary.has(id),
    /** Shared UI parts (src/components, src/lib) both apps' lazy screens use. */
    lazyParts: (id: string) =>
      eligible(id) &&
      /src[\\/](components|lib)[\\/]/.test(id) &&
      !shopFirst.has(id) &&
      backOfficeAll.has(id) &&
      !pullsLibrary.has(id),
  };
}
