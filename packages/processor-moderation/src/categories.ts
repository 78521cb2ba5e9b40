/**
 * The built-in moderation categories, named as the public moderation endpoint names them. A
 * sub-category (`hate/threatening`) is a narrower case of its parent (`hate`).
 */
export const MODERATION_CATEGORIES = [
  'hate',
  'hate/threatening',
  'harassment',
  'harassment/threatening',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

/** One built-in moderation category. */
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** One category a classifier is asked to score: a built-in one or a custom one with a description. */
export interface CategoryDefinition {
  /** Category name, e.g. `hate` or a custom `competitor-mentions`. */
  name: string;
  /** What the category covers; LLM judges read it, other classifiers may ignore it. */
  description: string;
}

/** Short descriptions of the built-in categories (used by the LLM judge's prompt). */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<ModerationCategory, string>> = {
  hate: 'content that expresses, incites or promotes hate based on a protected attribute (race, religion, nationality, gender, sexual orientation, disability...)',
  'hate/threatening': 'hateful content that also includes violence or serious harm towards the targeted group',
  harassment: 'content that expresses, incites or promotes harassing or abusive language towards a person',
  'harassment/threatening': 'harassment that also includes violence or serious harm towards a person',
  'self-harm': 'content that promotes, encourages or depicts acts of self-harm such as suicide, cutting or eating disorders',
  'self-harm/intent': 'the speaker expresses that they are engaging or intend to engage in self-harm',
  'self-harm/instructions': 'content that encourages or gives instructions or advice on how to commit self-harm',
  sexual: 'content meant to arouse sexual excitement or that promotes sexual services (sex education and wellness excluded)',
  'sexual/minors': 'sexual content that involves a person under 18',
  violence: 'content that depicts, threatens or glorifies death, violence or physical injury',
  'violence/graphic': 'content that depicts death, violence or physical injury in graphic detail',
};

/** The parent of a sub-category (`hate/threatening` -> `hate`), or undefined for a top-level one. */
export function parentCategory(category: string): string | undefined {
  const slash = category.indexOf('/');
  return slash > 0 ? category.slice(0, slash) : undefined;
}

/** True when `name` is a built-in category. */
export function isModerationCategory(name: string): name is ModerationCategory {
  return (MODERATION_CATEGORIES as readonly string[]).includes(name);
}
