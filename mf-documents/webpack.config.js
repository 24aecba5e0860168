// Everything comes from the build kit and this remote's entry in build-kit/remotes.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteWebpackConfig } from '@portal/build-kit/webpack';

export default remoteWebpackConfig({ dir: path.dirname(fileURLToPath(import.meta.url)) });
