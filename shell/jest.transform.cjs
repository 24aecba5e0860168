// react-router 8 ships ES modules only, and a few of its files read `import.meta` (Vite's hot reload), which
// a CommonJS module cannot contain. Jest runs CommonJS here, so those reads become `undefined` before swc.
const swcJest = require('@swc/jest');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const swc = swcJest.createTransformer(swcOptions);

module.exports = {
  process(source, path, options) {
    const cleaned = source.includes('import.meta') ? source.replace(/import\.meta(\.\w+)*/g, 'undefined') : source;
    return swc.process(cleaned, path, options);
  },
  getCacheKey(source, path, options) {
    return `${swc.getCacheKey(source, path, options)}-import-meta-1`;
  },
};
