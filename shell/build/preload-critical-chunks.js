// The chunks of the portal's first render, and how they reach the browser.
//   - Which: the chunk groups of the `startup` requests (the bootstrap, the layout of a signed-in page, the remote
//     area) and of the `startupShared` modules (those the home page's remote takes from the shell), and of the shared
//     modules (the shell's own copies) they consume, followed transitively.
//   - Grouped: every shared module (each MUI component, each @portal/shared subpath) is a lazy chunk of its own, and a
//     signed-in page needed about ninety of them before its figures, six at a time over HTTP/1.1. `cacheGroups()`
//     puts the libraries of the first render in one chunk (`startup-vendor`) and the rest of it in another
//     (`startup`); what only later screens, dialogs and forms use keeps its own chunks.
//   - Preloaded: <link rel="preload"> in index.html for those chunks, so that the browser fetches them while it is
//     still downloading main.js instead of discovering them one level of requests later; the chunks of a named
//     chunk group in `conditional` (the login page) only where the address matches, by a small inline script; and so
//     the shared modules of the remote page an address opens (`byAddress`), which the remote would otherwise ask for
//     one level of requests after its entry (35 files before the client list's first paint).
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadCriticalChunksPlugin';

/** The host's provide module of each share key. */
function providersOf(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && typeof module._name === 'string' && !providers.has(module._name)) {
      providers.set(module._name, module);
    }
  }
  return providers;
}

/**
 * The chunk groups reachable from `rootGroups` and from the provided modules of `shareKeys` through their chunks and
 * the shared modules those consume.
 */
function criticalGroups(compilation, rootGroups, shareKeys = []) {
  const { chunkGraph } = compilation;
  const providers = providersOf(compilation);
  const groupsOf = (shareKey) => (providers.get(shareKey)?.blocks ?? []).map((block) => chunkGraph.getBlockChunkGroup(block));
  const seen = new Set();
  const queue = [...rootGroups, ...shareKeys.flatMap(groupsOf)];
  while (queue.length > 0) {
    const group = queue.shift();
    if (!group || seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        queue.push(...groupsOf(module.options.shareKey));
      }
    }
  }
  return seen;
}

/** The JavaScript files of the groups, main.js (the runtime chunk) aside. */
function groupFiles(groups) {
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      if (chunk.hasRuntime()) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;

export class PreloadCriticalChunksPlugin {
  /**
   * @param {{ startup: string[], startupShared?: string[], conditional: Record<string, string> }} options
   *  startup: the requests (as written in their `import()`) of the chunk groups every signed-in first page renders;
   *  startupShared: share keys the first page's remote consumes from the shell (the home page's);
   *  conditional: chunk group name → a regular expression (source) matched against location.pathname;
   *  byAddress: per remote route, the most specific first, a regular expression (source) of its addresses and the share
   *  keys its first render consumes from the shell: the first that matches location.pathname has them preloaded
   */
  constructor(options) {
    this.options = options;
    /** compilation's chunk graph → the modules of the first render, known once the chunks are made */
    this.startupModules = new WeakMap();
  }

  startupGroups(compilation) {
    const roots = compilation.chunkGroups.filter((group) => group.origins.some((origin) => this.options.startup.includes(origin.request)));
    return criticalGroups(compilation, roots, this.options.startupShared);
  }

  /** The splitChunks cache groups of the first render: its libraries, and the rest of its lazy modules. */
  cacheGroups() {
    const inStartup = (module, { chunkGraph }) => this.startupModules.get(chunkGraph)?.has(module) ?? false;
    const common = { chunks: 'async', enforce: true, reuseExistingChunk: false };
    return {
      startupVendor: {
        ...common,
        name: 'startup-vendor',
        priority: 30,
        test: (module, context) => NODE_MODULES.test(module.resource ?? '') && inStartup(module, context),
      },
      startup: {
        ...common,
        name: 'startup',
        priority: 20,
        // code and JSON (the translations), not the federation's provide and consume modules
        test: (module, context) => /^(javascript|json)/.test(module.type) && inStartup(module, context),
      },
    };
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // before SplitChunksPlugin (stage 10): which modules the first render needs, while each is still in its own chunk
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: -10 }, () => {
        const modules = new Set();
        for (const group of this.startupGroups(compilation)) {
          for (const chunk of group.chunks) {
            if (chunk.hasRuntime()) continue;
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) modules.add(module);
          }
        }
        this.startupModules.set(compilation.chunkGraph, modules);
      });

      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const always = groupFiles(this.startupGroups(compilation));
        // main.js first: a deferred script is fetched at low priority, behind the preloads, without this.
        const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const tags = [...entryFiles, ...always].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        for (const [name, pathPattern] of Object.entries(this.options.conditional)) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) continue;
          const files = [...groupFiles(criticalGroups(compilation, [group]))].filter((file) => !always.has(file));
          if (files.length === 0) continue;
          const hrefs = JSON.stringify(files.map((file) => `${publicPath}${file}`));
          tags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {},
              `if(/${pathPattern}/.test(location.pathname))${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)})`,
            ),
          );
        }
        const byAddress = (this.options.byAddress ?? [])
          .map(({ pattern, shareKeys }) => [
            pattern,
            [...groupFiles(criticalGroups(compilation, [], shareKeys))]
              .filter((file) => !always.has(file))
              .map((file) => `${publicPath}${file}`),
          ])
          .filter(([, hrefs]) => hrefs.length > 0);
        if (byAddress.length > 0) {
          tags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {},
              `(function(r){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.pathname))return r[i][1].forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)})})(${JSON.stringify(byAddress)})`,
            ),
          );
        }
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}
