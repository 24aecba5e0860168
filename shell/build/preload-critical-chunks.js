// Adds <link rel="preload"> to index.html for the chunks the first render needs, so that the browser fetches them
// while it is still downloading and running main.js instead of discovering them one level of requests later.
//   - the chunks of `import('./bootstrap')` and of the shared modules (the shell's own copies) they consume:
//     every page needs them, so they are static links;
//   - the chunks of the named chunk group `login-page` and of what it consumes: added by a small inline script
//     only when the address is a login address, so that other pages do not download the login form.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadCriticalChunksPlugin';

function chunkGroupFiles(compilation, rootGroups) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && typeof module._name === 'string' && !providers.has(module._name)) {
      providers.set(module._name, module);
    }
  }
  const files = new Set();
  const seenGroups = new Set();
  const queue = [...rootGroups];
  while (queue.length > 0) {
    const group = queue.shift();
    if (!group || seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (chunk.hasRuntime()) continue; // main.js itself
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = providers.get(module.options.shareKey);
        for (const block of provider?.blocks ?? []) queue.push(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  return files;
}

export class PreloadCriticalChunksPlugin {
  /** @param {{ bootstrapRequest: string, conditional: Record<string, string> }} options
   *  conditional: chunk group name → a regular expression (source) matched against location.pathname */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const bootstrapGroups = compilation.chunkGroups.filter((group) =>
          group.origins.some((origin) => origin.request === this.options.bootstrapRequest),
        );
        const always = chunkGroupFiles(compilation, bootstrapGroups);
        // main.js first: a deferred script is fetched at low priority, behind the preloads, without this.
        const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const tags = [...entryFiles, ...always].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        for (const [name, pathPattern] of Object.entries(this.options.conditional)) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) continue;
          const files = [...chunkGroupFiles(compilation, [group])].filter((file) => !always.has(file));
          const hrefs = JSON.stringify(files.map((file) => `${publicPath}${file}`));
          tags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {},
              `if(/${pathPattern}/.test(location.pathname))${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)})`,
            ),
          );
        }
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}
