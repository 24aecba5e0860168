// Build stage of the shell's image: what its container needs to write /portal-config.json and the page's
// Content-Security-Policy when it starts — the remotes of this repository (federation name and folder) and the
// hashes of index.html's inline scripts. usage: node ops/shell-runtime.mjs <out folder>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { existingRemotes } from '@portal/build-kit/registry';
import { inlineScriptHashes } from '../scripts/gateway-security.mjs';

const out = process.argv[2];
const root = path.resolve(import.meta.dirname, '..');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'remotes.txt'), existingRemotes({ root }).map((r) => `${r.name} ${r.folder}\n`).join(''));
const html = readFileSync(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
writeFileSync(path.join(out, 'script-hashes.txt'), inlineScriptHashes(html).join(' '));
console.log(`shell runtime: ${existingRemotes({ root }).length} remotes, ${inlineScriptHashes(html).length} inline scripts`);
