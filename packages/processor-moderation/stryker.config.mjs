import { strykerConfig } from '../../scripts/lib/stryker-config.mjs';

export default strykerConfig({ mutate: ['src/classifiers/lexicon/**/*.ts'] });
