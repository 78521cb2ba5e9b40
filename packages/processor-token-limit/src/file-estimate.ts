/** How images and other files are estimated (their real cost depends on the provider and the content). */
export interface FileEstimate {
  /**
   * Tokens per image. OpenAI counts 765 for a 1024×1024 high-detail image; Anthropic about
   * width×height/750, up to ~1,600 before it resizes. @default 1600
   */
  imageTokens: number;
  /** Tokens per non-image, non-text file (PDF pages cost 1,500–3,000 each). @default 3000 */
  fileTokens: number;
}

/** The defaults: the largest single-image cost of the main providers, and a few PDF pages. */
export const DEFAULT_FILE_ESTIMATE: FileEstimate = { imageTokens: 1600, fileTokens: 3000 };

function decodeBase64Text(data: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

const TEXT_MEDIA = /^(text\/|application\/(json|xml|javascript|x-yaml|yaml))/;

/**
 * Estimated tokens of a file part: images at `imageTokens`; inline text files (text/*, JSON, XML)
 * counted exactly after decoding; anything else at `fileTokens`.
 */
export function estimateFileTokens(
  mediaType: string,
  data: unknown,
  estimate: FileEstimate,
  count: (text: string) => number,
): number {
  if (mediaType.startsWith('image/')) return estimate.imageTokens;
  if (TEXT_MEDIA.test(mediaType)) {
    if (data instanceof Uint8Array) return count(new TextDecoder().decode(data));
    if (typeof data === 'string' && !/^(https?|data):/.test(data)) {
      const text = decodeBase64Text(data);
      if (text !== undefined) return count(text);
    }
  }
  return estimate.fileTokens;
}
