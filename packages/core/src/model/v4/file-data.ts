import type { LanguageModelV3DataContent } from '@ai-sdk/provider';
import type { SharedV4FileData } from '../../contract/language-model-v4.js';

/**
 * V3 file data (bytes, base64 or a URL) in V4's tagged form. Data that is already tagged (a V4
 * reference or text that went through processors unchanged) is returned as it is.
 */
export function fileDataToV4(data: LanguageModelV3DataContent | SharedV4FileData): SharedV4FileData {
  if (data instanceof URL) return { type: 'url', url: data };
  if (typeof data === 'string' || data instanceof Uint8Array) return { type: 'data', data };
  return data;
}

/**
 * V4 tagged file data in V3's form: the bytes or base64, or the URL. A provider reference or a
 * text file has no V3 form and stays tagged, so a V4 prompt survives the trip through processors.
 */
export function fileDataFromV4(data: SharedV4FileData): LanguageModelV3DataContent {
  if (data.type === 'data') return data.data;
  if (data.type === 'url') return data.url;
  return data as unknown as LanguageModelV3DataContent;
}
