// @swc/jest, plus one rewrite: react-router 8 reads `import.meta.hot` (Vite's HMR handle), which has no
// CommonJS form, so jest would refuse the whole module. Outside Vite it is always undefined.
const { createTransformer } = require('@swc/jest');

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    const rewrite = (src) => (src.includes('import.meta.hot') ? src.replace(/import\.meta\.hot/g, 'undefined') : src);
    return {
      ...swc,
      process: (src, filename, jestOptions) => swc.process(rewrite(src), filename, jestOptions),
      getCacheKey: (src, filename, ...rest) => `${swc.getCacheKey(rewrite(src), filename, ...rest)}-import-meta-hot`,
    };
  },
};
