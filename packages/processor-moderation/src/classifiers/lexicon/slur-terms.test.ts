import { describe, expect, it } from 'vitest';
import { lexicon } from './lexicon.js';

const options = { abortSignal: new AbortController().signal, categories: [] };

async function hate(text: string): Promise<number> {
  const [scores] = await lexicon().classify([text], options);
  return scores?.hate ?? 0;
}

describe('lexicon(): slurs against trans people, gay people, Muslims, black people and disabled people', () => {
  it.each(['That shemale at the bar was disgusting.', 'Some homo moved in next door.', 'Muzzies are taking over.', 'The darkies in this town are loud.', 'Look at that spaz trying to walk.', 'those poofters again', 'You are just a paki to me.', 'Bloody jigaboos.', 'He is a mongoloid.'])(
    'flags %j',
    async (text) => {
      expect(await hate(text)).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each(['Homo sapiens evolved in Africa.', 'Homo erectus used fire.', 'I read Homo Deus last year.', 'Homophobia is a problem.', 'Poof, and the rabbit was gone.', 'She made a spa appointment.', 'I flew to Pakistan last week.', 'The Pakistani team won the match.'])(
    'does not flag %j',
    async (text) => {
      expect(await hate(text)).toBeLessThan(0.5);
    },
  );
});
