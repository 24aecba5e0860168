// Small helpers shared by the orchestration scripts: running commands, waiting for servers, build stamps.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command to completion; resolves with its exit code (never rejects). */
export function run(cmd, args, { cwd = root, env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Starts a long-running process; its output is prefixed so several can share one terminal. */
export function startProcess(name, cmd, args, { cwd = root, env = {}, silent = false } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (silent) return;
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function walk(dir, files) {
  if (!existsSync(dir)) return;
  if (statSync(dir).isFile()) {
    files.push(dir);
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else files.push(full);
  }
}

/** A hash of the sources a build depends on: names, sizes and contents of every file below the given folders. */
export function sourceHash(dirs) {
  const files = [];
  for (const dir of dirs) walk(path.join(root, dir), files);
  const hash = createHash('sha1');
  for (const file of files.sort()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(file)
      .update(String(statSync(file).size))
      .update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function stampIsCurrent(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function writeStamp(stampFile, hash) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, hash);
}
