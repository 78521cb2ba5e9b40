import { describe, expect, it } from 'vitest';
import { find } from '../test/find.js';

const GH = `ghp_${'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5'.slice(0, 36)}`;
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const PEM = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEAq7BFUpkGp3+XQN\n-----END PRIVATE KEY-----';

/** [type, text containing one valid entity, the entity] */
const VALID: [string, string, string][] = [
  ['EMAIL', 'write to jane.doe+news@mail.example.co.uk today', 'jane.doe+news@mail.example.co.uk'],
  ['PHONE', 'call +44 20 7946 0958 now', '+44 20 7946 0958'],
  ['PHONE', 'office (415) 555-2671.', '(415) 555-2671'],
  ['PHONE', 'tel: 4155552671', '4155552671'],
  ['CREDIT_CARD', 'visa 4111 1111 1111 1111 ok', '4111 1111 1111 1111'],
  ['CREDIT_CARD', 'mc 5555-5555-5555-4444', '5555-5555-5555-4444'],
  ['CREDIT_CARD', 'amex 378282246310005', '378282246310005'],
  ['CREDIT_CARD', 'mc2 2223003122003222', '2223003122003222'],
  ['IBAN', 'IBAN DE89 3704 0044 0532 0130 00.', 'DE89 3704 0044 0532 0130 00'],
  ['IBAN', 'pay FR1420041010050500013M02606', 'FR1420041010050500013M02606'],
  ['US_SSN', 'SSN 536-22-8726', '536-22-8726'],
  ['US_SSN', 'my ssn is 536228726', '536228726'],
  ['US_ITIN', 'ITIN 912-70-1234', '912-70-1234'],
  ['IPV4', 'host 10.0.0.255 up', '10.0.0.255'],
  ['IPV6', 'addr 2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::8a2e:370:7334'],
  ['IPV6', 'full 2001:0db8:0000:0000:0000:ff00:0042:8329 end', '2001:0db8:0000:0000:0000:ff00:0042:8329'],
  ['MAC_ADDRESS', 'nic 00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5E'],
  ['MAC_ADDRESS', 'nic 00-1a-2b-3c-4d-5e', '00-1a-2b-3c-4d-5e'],
  ['URL', 'see https://example.com/a?b=1.', 'https://example.com/a?b=1'],
  ['URL', 'see www.example.org', 'www.example.org'],
  ['BTC_ADDRESS', 'btc 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ['BTC_ADDRESS', 'btc 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ['BTC_ADDRESS', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['ETH_ADDRESS', 'eth 0x52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EE7'],
  // EIP-55 vectors (mixed case: checksummed) and an all-lower-case address (no checksum)
  ['ETH_ADDRESS', 'eth 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ['ETH_ADDRESS', 'eth 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  ['ETH_ADDRESS', 'eth 0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
  ['ETH_ADDRESS', 'eth 0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
  ['ETH_ADDRESS', 'eth 0xde709f2102306220921060314715629080e2fb77', '0xde709f2102306220921060314715629080e2fb77'],
  ['AWS_ACCESS_KEY', 'key=AKIAIOSFODNN7EXAMPLE', 'AKIAIOSFODNN7EXAMPLE'],
  ['GITHUB_TOKEN', `token ${GH}`, GH],
  ['SLACK_TOKEN', 'xoxb-1234567890-1234567890123-abcdefABCDEF', 'xoxb-1234567890-1234567890123-abcdefABCDEF'],
  ['STRIPE_KEY', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
  ['OPENAI_KEY', 'OPENAI_API_KEY="sk-proj-Ab3De5Gh7Jk9Mn1Pq3St5Vw7Yz9Bc1De3Fg5H"', 'sk-proj-Ab3De5Gh7Jk9Mn1Pq3St5Vw7Yz9Bc1De3Fg5H'],
  ['JWT', `Bearer ${JWT}`, JWT],
  ['PRIVATE_KEY', `key:\n${PEM}\n`, PEM],
  ['DATE_OF_BIRTH', 'born on 17/05/1990', '17/05/1990'],
  ['DATE_OF_BIRTH', 'DOB: 1985-12-31', '1985-12-31'],
];

/** [type, near-miss text where nothing of that type may be found] */
const INVALID: [string, string][] = [
  ['EMAIL', 'user@localhost is not public'],
  ['EMAIL', 'a@b.c and name@domain.123'],
  ['PHONE', 'call +1 123 456 7890'],
  ['PHONE', 'order 12345 shipped'],
  ['CREDIT_CARD', 'card 4111 1111 1111 1112 (Luhn fails)'],
  ['CREDIT_CARD', 'card 9111111111111119 (no brand)'],
  ['IBAN', 'IBAN DE89 3704 0044 0532 0130 01 (mod-97 fails)'],
  ['IBAN', 'GB82WEST1234569876543 (short)'],
  ['US_SSN', 'ssn 000-12-3456 666-12-3456 123-00-4567 123-45-0000'],
  ['US_ITIN', 'itin 912-45-1234'],
  ['IPV4', 'bad 256.1.1.1 and 01.2.3.4'],
  ['IPV6', 'bad 2001:db8:::1 and 12345::1 and 12:30:45'],
  ['MAC_ADDRESS', 'short 00:1A:2B:3C:4D'],
  ['URL', 'foo://bar.com and https://nodot'],
  ['BTC_ADDRESS', 'btc 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb and bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
  ['ETH_ADDRESS', 'eth 0x5290840009852788 and 0x52908400098527886E0F7030069857D2E4169EE7FF'],
  ['ETH_ADDRESS', 'eth 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD (EIP-55 checksum fails)'],
  ['ETH_ADDRESS', 'eth 0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed (EIP-55 checksum fails)'],
  ['AWS_ACCESS_KEY', 'AKIAIOSFODNN7EXAMPL'],
  ['GITHUB_TOKEN', 'ghp_short123'],
  ['SLACK_TOKEN', 'xoxb-abcdefghijkl'],
  ['STRIPE_KEY', 'sk_live_short'],
  ['OPENAI_KEY', 'scikit sk-learn-library-for-machine-learning'],
  ['JWT', 'eyJub3RoaW5nIjoxfQ.eyJzdWIiOiIxIn0.dozjgNryP4J3jVmNHl0w5N'],
  ['PRIVATE_KEY', '-----BEGIN PRIVATE KEY-----\nMIIB\n(truncated)'],
  ['DATE_OF_BIRTH', 'meeting on 17/05/1990; born on 31/02/1990'],
];

describe('recognizers', () => {
  it.each(VALID)('%s: finds the valid entity in %j', (type, text, value) => {
    expect(find(text)).toContainEqual([type, value]);
  });

  it.each(INVALID)('%s: rejects the near-miss in %j', (type, text) => {
    expect(find(text).filter(([t]) => t === type)).toEqual([]);
  });

  it('custom recognizers use pattern, validator, context words and score', () => {
    const options = {
      customRecognizers: [
        { type: 'EMPLOYEE_ID', pattern: /\bE-\d{6}\b/g, validate: (v: string) => !v.endsWith('000000'), contextWords: ['employee'], score: 0.4, contextScore: 0.9 },
      ],
    };
    expect(find('employee E-123456', options)).toEqual([['EMPLOYEE_ID', 'E-123456']]);
    expect(find('ref E-123456', options)).toEqual([]); // 0.4 < threshold 0.5
    expect(find('employee E-000000', options)).toEqual([]); // validator rejects
  });

  it('per-type enable and threshold', () => {
    expect(find('mail a.b@example.com, ip 10.0.0.1', { types: ['IPV4'] })).toEqual([['IPV4', '10.0.0.1']]);
    expect(find('ip 10.0.0.1', { thresholds: { IPV4: 0.9 } })).toEqual([]);
  });
});
