/**
 * PGlite's CommonJS build (Node built-ins) and @fastify/cookie (the `cookie` package) load modules with
 * `import("…")`, which jest's module sandbox cannot run without --experimental-vm-modules. Through `require` they
 * are the same modules (ES-only ones are compiled by @swc/jest), so the calls are rewritten, through an alias
 * because the emscripten code declares its own local `require`.
 */
module.exports = {
  process(source) {
    const code = source
      .replace(/\bimport\((["'][\w:/]+["'])\)/g, 'Promise.resolve().then(() => __builtinRequire($1))')
      // emscripten makes its `require` from import.meta.url, which CommonJS lacks: use the module's own
      .replace(/var require=\w+\(\w+\)/g, 'var require=__builtinRequire');
    return { code: `var __builtinRequire = require;${code}` };
  },
};
