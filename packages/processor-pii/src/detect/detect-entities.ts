import { recognizeBirthDateWords } from '../recognizers/birth-date-words.js';
import { recognizeCryptoWallet } from '../recognizers/crypto-wallet.js';
import { recognizeDomain } from '../recognizers/domain.js';
import { recognizeEmail } from '../recognizers/email.js';
import { recognizeIban } from '../recognizers/iban.js';
import { recognizeIpv6AndMac } from '../recognizers/ip-v6-mac.js';
import { recognizeJwt } from '../recognizers/jwt.js';
import { recognizeNumeric } from '../recognizers/numeric-entities.js';
import { recognizePrivateKey } from '../recognizers/private-key.js';
import { recognizeSecrets } from '../recognizers/secrets.js';
import { recognizeUrl } from '../recognizers/url.js';
import type { DetectorPolicy } from './detector-policy.js';
import type { PIIEntity } from './entity.js';
import { resolveOverlaps } from './resolve-overlaps.js';
import type { Recognizer, ScanContext } from './scan-context.js';

const BUILT_IN_RECOGNIZERS: readonly Recognizer[] = [
  recognizePrivateKey,
  recognizeJwt,
  recognizeUrl,
  recognizeEmail,
  recognizeSecrets,
  recognizeCryptoWallet,
  recognizeIban,
  recognizeIpv6AndMac,
  recognizeNumeric,
  recognizeBirthDateWords,
  recognizeDomain,
];

/**
 * Finds every entity in `text` under `policy`: runs each recognizer once (each linear in the text
 * length), keeps those at or above their type's threshold, and resolves overlaps.
 */
export function detectEntities(text: string, policy: DetectorPolicy): PIIEntity[] {
  const candidates: PIIEntity[] = [];
  const { minScores } = policy;
  const ctx: ScanContext = {
    text,
    phoneRegion: policy.phoneRegion,
    accepts: (type, score) => score >= (minScores.get(type) ?? Infinity),
    emit: (type, start, end, score) => {
      candidates.push({ type, start, end, score });
    },
  };
  for (const recognize of BUILT_IN_RECOGNIZERS) recognize(ctx);
  for (const recognize of policy.national) recognize(ctx);
  for (const recognize of policy.custom) recognize(ctx);
  return resolveOverlaps(candidates);
}
