import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public entry point', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'CATEGORY_DESCRIPTIONS',
      'HAZARDS',
      'HAZARD_CODES',
      'HAZARD_TO_CATEGORIES',
      'MODERATION_CATEGORIES',
      'ModerationClassifierError',
      'ModerationOptionsError',
      'ModerationProcessor',
      'cascade',
      'cascadeOptionsSchema',
      'checkSchema',
      'customCategorySchema',
      'lexicon',
      'llmJudge',
      'llmJudgeOptionsSchema',
      'moderationOptionsSchema',
      'openAIModeration',
      'openAIModerationOptionsSchema',
      'windowSchema',
    ]);
  });
});
