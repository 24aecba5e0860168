import { execFileSync } from 'node:child_process';

// ops/compose-test.mjs starts the composed portal with these and hands them on.
const project = process.env.COMPOSE_PROJECT_NAME ?? 'portal-ci';
const composeFile = process.env.COMPOSE_FILE_PATH ?? 'docker-compose.yml';

/** docker-compose on the test's project, with extra variables (an image tag, say). */
export function compose(args: string[], env: Record<string, string> = {}): string {
  return execFileSync('docker-compose', ['-f', composeFile, '-p', project, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Id and start time of a service's container: the same pair means it was neither rebuilt nor restarted. */
export function containerState(service: string): string {
  const id = compose(['ps', '-q', service]).trim().split('\n')[0] ?? '';
  return execFileSync('docker', ['inspect', '-f', '{{.Id}} {{.Image}} {{.State.StartedAt}}', id], { encoding: 'utf8' }).trim();
}

/** Runs a command in the n-th container of a service (in `ps` order); gives back what it printed. */
export function execIn(service: string, index: number, command: string[]): string {
  const id = compose(['ps', '-q', service]).trim().split('\n').filter(Boolean)[index];
  if (!id) throw new Error(`${service} has no container ${index}`);
  return execFileSync('docker', ['exec', id, ...command], { encoding: 'utf8' });
}

export function healthyReplicas(service: string): number {
  const ids = compose(['ps', '-q', service]).trim().split('\n').filter(Boolean);
  return ids.filter(
    (id) => execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', id], { encoding: 'utf8' }).trim() === 'healthy',
  ).length;
}

/** Rolls a remote's service to another image tag; the other services are left alone (--no-deps). */
export function rollRemote(folder: string, tag: string) {
  const variable = `${folder.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}_TAG`;
  compose(['up', '-d', '--no-deps', folder], { [variable]: tag });
}
