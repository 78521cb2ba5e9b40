import { strykerConfig } from '../../scripts/lib/stryker-config.mjs';

export default strykerConfig({ mutate: ['src/recognizers/**/*.ts'] });
