// The local stand-in for MinIO in the composed portal (ops/storage.Dockerfile): s3rver, started the way MinIO is,
// so that docker-compose.yml reads the same with either image.
//   node ops/storage-server.mjs server /data [--address :9000]
// MINIO_ROOT_USER and MINIO_ROOT_PASSWORD are the access key the server accepts (besides s3rver's own S3RVER).
// Buckets are made by their users (the API makes its own at start), as on an empty MinIO.
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

export function parseArgs(argv, env = process.env) {
  const [command, directory, ...rest] = argv;
  if (command !== 'server' || !directory) throw new Error('usage: storage-server server DIRECTORY [--address [HOST]:PORT]');
  const at = rest.indexOf('--address');
  const [host, port] = (at >= 0 ? rest[at + 1] : ':9000').split(':');
  const user = env.MINIO_ROOT_USER;
  const password = env.MINIO_ROOT_PASSWORD;
  if (Boolean(user) !== Boolean(password)) throw new Error('set both MINIO_ROOT_USER and MINIO_ROOT_PASSWORD, or neither');
  return { directory, address: host || '0.0.0.0', port: Number(port), key: user ? { user, password } : undefined };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { directory, address, port, key } = parseArgs(process.argv.slice(2));
    if (key) AWSAccount.DUMMY_ACCOUNT.createKeyPair(key.user, key.password);
    const server = new S3rver({ directory, address, port, silent: true, vhostBuckets: false });
    const listening = await server.run();
    console.log(JSON.stringify({ msg: 'object storage listening', address: listening.address, port: listening.port }));
    for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close().then(() => process.exit(0)));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
