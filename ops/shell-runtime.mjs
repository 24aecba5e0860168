// Build stage of the shell's image: what its container needs to write /portal-config.json and the page's
// Content-Security-Policy when it starts — the registered remotes (federation name and folder) and the
// hashes of index.html's inline scripts. usage: node ops/shell-runtime.mjs <out folder>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readRegistry } from '@portal/build-kit/registry';
import { federationName } from '@portal/build-kit/remotes';
import { inlineScriptHashes } from '../scripts/gateway-security.mjs';

const out = process.argv[2];
const root = path.resolve(import.meta.dirname, '..');
mkdirSync(out, { recursive: true });
// every registered remote; the container's environment says which are deployed (REMOTE_<NAME>_URL)
const remotes = readRegistry({ root }).remotes.map((r) => ({ name: federationName(r.folder), folder: r.folder }));
writeFileSync(path.join(out, 'remotes.txt'), remotes.map((r) => `${r.name} ${r.folder}\n`).join(''));
const html = readFileSync(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
writeFileSync(path.join(out, 'script-hashes.txt'), inlineScriptHashes(html).join(' '));
console.log(`shell runtime: ${remotes.length} registered remotes, ${inlineScriptHashes(html).length} inline scripts`);
