import { jestConfig } from '@portal/build-kit/jest';

export default jestConfig();
