// The one jest transform of the frontend packages: @swc/jest to CommonJS, plus one rewrite. ES-module-only
// dependencies (react-router 8 reads `import.meta.hot`, Vite's hot-reload handle) and the portal's own sources may
// read `import.meta`, which has no CommonJS form, so jest would refuse the whole module. Outside a bundler every
// such read is undefined, so every `import.meta…` member chain becomes `undefined` before swc sees it.
const { createTransformer } = require('@swc/jest');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const IMPORT_META = /import\.meta(\.\w+)*/g;
const rewrite = (source) => (source.includes('import.meta') ? source.replace(IMPORT_META, 'undefined') : source);

module.exports = {
  createTransformer() {
    const swc = createTransformer(swcOptions);
    return {
      ...swc,
      process: (source, filename, options) => swc.process(rewrite(source), filename, options),
      getCacheKey: (source, filename, ...rest) => `${swc.getCacheKey(rewrite(source), filename, ...rest)}-import-meta-2`,
    };
  },
};
