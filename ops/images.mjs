// Builds the portal's container images where nothing can be pulled from a registry: local stand-ins for the official
// images the Dockerfiles and docker-compose.yml default to (a Debian base made with debootstrap, Node copied from the
// repository's toolchain, nginx, PostgreSQL, Redis and Prometheus installed with apt inside the images, s3rver for MinIO), then
// one image per deployable (the API, the shell, each remote) from its Dockerfile, with build arguments that name the
// stand-ins (localBuildArgs). docker-compose.yml then runs with the variables of localServiceImages.
//   node ops/images.mjs                 every image
//   node ops/images.mjs mf-statistics   the base images and this deployable only
//   --tag <tag>                         tag of the deployables (default: latest)
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { existingRemotes } from '@portal/build-kit/registry';

const root = path.resolve(import.meta.dirname, '..');
const here = path.join(root, 'ops', 'images');

function sh(command, args, { input, quiet = false, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: [input ? 'pipe' : 'ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    if (input) input(child.stdin);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.slice(0, 3).join(' ')} … exited ${code}`))));
  });
}
const ok = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const imageExists = (tag) => ok('docker', ['image', 'inspect', tag]);
const hashOf = (...parts) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);

/** Docker, its daemon and debootstrap: installed and started when missing (CI starts on a machine without them). */
export async function ensureDocker() {
  if (!ok('sh', ['-c', 'command -v dockerd && command -v debootstrap && command -v docker-compose'])) {
    console.log('› installing docker.io, docker-compose and debootstrap with apt-get');
    await sh('apt-get', ['install', '-y', '-qq', 'docker.io', 'docker-compose', 'debootstrap'], { quiet: true }).catch(async () => {
      await sh('apt-get', ['update', '-qq'], { quiet: true });
      await sh('apt-get', ['install', '-y', '-qq', 'docker.io', 'docker-compose', 'debootstrap'], { quiet: true });
    });
  }
  if (ok('docker', ['info'])) return;
  console.log('› starting dockerd');
  spawn('sh', ['-c', 'dockerd >/tmp/portal-dockerd.log 2>&1'], { detached: true, stdio: 'ignore' }).unref();
  for (let attempt = 0; attempt < 120 && !ok('docker', ['info']); attempt += 1) spawnSync('sleep', ['0.5']);
  if (!ok('docker', ['info'])) throw new Error('dockerd did not start (see /tmp/portal-dockerd.log)');
}

/** The Debian base image: debootstrap into a temporary folder, imported as portal-base:bookworm. */
async function ensureBase() {
  if (imageExists('portal-base:bookworm')) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-rootfs-'));
  console.log('› making the base image with debootstrap (a few minutes, once)');
  try {
    await sh('debootstrap', ['--variant=minbase', 'bookworm', dir], { quiet: true });
    await sh('sh', ['-c', `tar -C '${dir}' -c . | docker import - portal-base:bookworm`], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds `name:<hash of its inputs>` once and tags it `name:latest`. */
async function baseImage(name, dockerfile, files, { tag = 'latest' } = {}) {
  const contents = [dockerfile, ...files].map((file) => readFileSync(file));
  const versioned = `${name}:${hashOf(...contents)}`;
  if (!imageExists(versioned)) {
    console.log(`› building ${name}`);
    const context = mkdtempSync(path.join(os.tmpdir(), 'portal-image-'));
    try {
      copyFileSync(dockerfile, path.join(context, 'Dockerfile'));
      for (const file of files) copyFileSync(file, path.join(context, path.basename(file)));
      await sh('docker', ['build', '-q', '-t', versioned, context], { quiet: true });
    } finally {
      rmSync(context, { recursive: true, force: true });
    }
  }
  await sh('docker', ['tag', versioned, `${name}:${tag}`]);
}

function nodeBinary() {
  const candidates = [path.join(root, '.toolchain/node_modules/node/bin/node'), process.execPath];
  const found = candidates.find(
    (file) => existsSync(file) && spawnSync(file, ['-p', 'process.versions.node.split(".")[0]']).stdout?.toString().trim() === '24',
  );
  if (!found) throw new Error('no Node 24 binary to copy into the images (run npm test or npm start once)');
  return found;
}

/**
 * The workspace image: the Node image's file system with the installed node_modules of every workspace package under
 * /src, made with `docker import` of one tar (the Node image exported, the dependencies appended). A Dockerfile
 * `COPY` of the same files took a quarter of an hour here (a build context of a gigabyte in many small files).
 */
async function workspaceImage() {
  const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'));
  const recipe = readFileSync(path.join(here, 'workspace.md'));
  const versioned = `portal-workspace:${hashOf(lock, recipe, spawnSync('docker', ['image', 'inspect', '-f', '{{.Id}}', 'portal-node:24']).stdout)}`;
  if (!imageExists(versioned)) {
    console.log('› building portal-workspace (the installed dependencies)');
    const folders = [
      'node_modules',
      ...readdirSync(root)
        .filter((dir) => dir !== 'node_modules' && !dir.startsWith('.') && existsSync(path.join(root, dir, 'node_modules')))
        .map((dir) => `${dir}/node_modules`),
    ];
    const work = mkdtempSync(path.join(os.tmpdir(), 'portal-ws-'));
    const tar = path.join(work, 'workspace.tar');
    try {
      const container = spawnSync('docker', ['create', 'portal-node:24'], { encoding: 'utf8' }).stdout.trim();
      await sh('sh', ['-c', `docker export ${container} > '${tar}' && docker rm ${container} >/dev/null`]);
      // the dependencies in pax format (long link names), hard links stored as such but not renamed as symlinks are,
      // then appended to the exported file system as a second archive (tar -A)
      const deps = path.join(work, 'deps.tar');
      await sh('tar', [
        '-c',
        '-H',
        'pax',
        '-f',
        deps,
        '-C',
        root,
        '--exclude=node_modules/.cache',
        '--transform=flags=rh;s,^,src/,',
        ...folders,
      ]);
      await sh('tar', ['-A', '-f', tar, deps]);
      rmSync(deps);
      const changes = ['ENV NODE_ENV=production', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'WORKDIR /src'];
      await sh('docker', ['import', ...changes.flatMap((change) => ['--change', change]), tar, versioned], { quiet: true });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  await sh('docker', ['tag', versioned, 'portal-workspace:latest']);
}

export async function baseImages() {
  await ensureDocker();
  await ensureBase();
  const nodeContext = mkdtempSync(path.join(os.tmpdir(), 'portal-node-'));
  const node = path.join(nodeContext, 'node');
  copyFileSync(nodeBinary(), node);
  await baseImage('portal-node', path.join(here, 'base-node.Dockerfile'), [node], { tag: '24' });
  rmSync(nodeContext, { recursive: true, force: true });
  await baseImage('portal-nginx', path.join(here, 'base-nginx.Dockerfile'), [path.join(here, 'nginx.conf')]);
  await baseImage('portal-postgres', path.join(here, 'postgres.Dockerfile'), [path.join(here, 'postgres-entrypoint.sh')]);
  await baseImage('portal-redis', path.join(here, 'redis.Dockerfile'), []);
  await baseImage('portal-prometheus', path.join(here, 'prometheus.Dockerfile'), []);
  await baseImage('portal-nginx-exporter', path.join(here, 'nginx-exporter.Dockerfile'), []);
  await workspaceImage();
}

/** The deployables: the API, the shell, each remote that exists here, and the helper images of the compose file. */
export function deployables() {
  return [
    { name: 'api', dockerfile: 'api/Dockerfile' },
    { name: 'shell', dockerfile: 'shell/Dockerfile' },
    ...existingRemotes({ root }).map((remote) => ({ name: remote.folder, dockerfile: `${remote.folder}/Dockerfile` })),
    { name: 'gateway', dockerfile: 'ops/gateway.Dockerfile' },
    { name: 'mail', dockerfile: 'ops/mail.Dockerfile' },
    { name: 'storage', dockerfile: 'ops/storage.Dockerfile' },
    { name: 'traces', dockerfile: 'ops/traces.Dockerfile' },
  ];
}

/**
 * The Dockerfiles' build arguments that put the local stand-ins (baseImages) in place of the official images they
 * default to: the build stage on the workspace image, which holds the installed dependencies, the runtime on the local
 * Node and nginx images.
 */
export const localBuildArgs = {
  BUILD_IMAGE: 'portal-workspace:latest',
  NODE_IMAGE: 'portal-node:24',
  NGINX_IMAGE: 'portal-nginx:latest',
};

/** The variables that point docker-compose.yml's other services at local images instead of the official ones. */
export const localServiceImages = {
  POSTGRES_IMAGE: 'portal-postgres:latest',
  REDIS_IMAGE: 'portal-redis:latest',
  PROMETHEUS_IMAGE: 'portal-prometheus:latest',
  NGINX_EXPORTER_IMAGE: 'portal-nginx-exporter:latest',
  STORAGE_IMAGE: 'portal/storage:latest',
};

/** `docker build` of a Dockerfile of this repository on the local stand-ins. */
export function localBuild(dockerfile, tag, { cwd = root } = {}) {
  const args = Object.entries(localBuildArgs).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);
  return sh('docker', ['build', '-q', ...args, '-f', dockerfile, '-t', tag, '.'], { quiet: true, cwd });
}

export async function buildDeployable(name, { tag = 'latest' } = {}) {
  const deployable = deployables().find((d) => d.name === name);
  if (!deployable)
    throw new Error(
      `unknown deployable ${name}; known: ${deployables()
        .map((d) => d.name)
        .join(', ')}`,
    );
  console.log(`› building portal/${name}:${tag}`);
  await localBuild(deployable.dockerfile, `portal/${name}:${tag}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const tagAt = args.indexOf('--tag');
  const tag = tagAt >= 0 ? args.splice(tagAt, 2)[1] : 'latest';
  const names = args.length > 0 ? args : deployables().map((d) => d.name);
  try {
    await baseImages();
    for (const name of names) await buildDeployable(name, { tag });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
