import { ProcessorOptionsError } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import * as names from '../names.js';
import { PIIDetector } from '../pii-detector.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, textChunks } from '../test/stream.js';
import { createNameAddressRecognizer } from './create-name-address-recognizer.js';

const recognizer = createNameAddressRecognizer();
const found = (text: string): [string, string][] => recognizer.detect(text).map((e) => [e.type, text.slice(e.start, e.end)]);
const detector = new PIIDetector({ method: 'placeholder', recognizers: [recognizer] });
const whole = (d: PIIDetector, text: string) => redactText(text, d.detect(text), { method: 'placeholder', salt: 's', placeholders: new PlaceholderStore() });

describe('@sluice/processor-pii/names entry', () => {
  it('exports exactly these', () => {
    expect(Object.keys(names).sort()).toEqual(['NAME_ADDRESS_TYPES', 'createNameAddressRecognizer']);
  });

  it('returns a recognizer the recognizers option accepts', () => {
    expect(recognizer).toMatchObject({ name: 'names', types: ['PERSON', 'ADDRESS'] });
    expect(recognizer.maxLength).toBeLessThanOrEqual(1024);
    expect(() => new PIIDetector({ recognizers: [recognizer] })).not.toThrow();
  });

  it('reports only the types asked for, and rejects unknown ones', () => {
    const text = 'Dr. Jane Smith lives at 12 Oak Street.';
    expect(createNameAddressRecognizer({ types: ['ADDRESS'] }).detect(text).map((e) => e.type)).toEqual(['ADDRESS']);
    expect(createNameAddressRecognizer({ types: ['PERSON'] }).detect(text).map((e) => e.type)).toEqual(['PERSON']);
    const invalid = (options: unknown) => {
      try {
        createNameAddressRecognizer(options as never);
      } catch (error) {
        return ProcessorOptionsError.isInstance(error) ? { code: error.code, paths: error.issues.map((issue) => issue.path), message: error.message } : error;
      }
      return 'no error';
    };
    expect(invalid({ types: ['EMAIL'] })).toMatchObject({ code: 'PROCESSOR_OPTIONS_INVALID', paths: ['types.0'] });
    expect(invalid({ types: [] })).toMatchObject({ code: 'PROCESSOR_OPTIONS_INVALID', paths: ['types'], message: expect.stringContaining('PERSON, ADDRESS or both') as string });
    expect(invalid({ typs: ['PERSON'] })).toMatchObject({ code: 'PROCESSOR_OPTIONS_INVALID', message: expect.stringContaining('did you mean `types`') as string });
  });
});

describe('createNameAddressRecognizer() persons', () => {
  it.each([
    ['Please call John Smith tomorrow.', 'John Smith'],
    ['The form was signed by Dr. Maria Garcia.', 'Maria Garcia'],
    ['Ask Mr Corkery about it.', 'Corkery'],
    ['Hi Sarah, the file is attached.', 'Sarah'],
    ['Contact Heidi Johnston for access.', 'Heidi Johnston'],
    ['We thank Mary J. Watson for her help.', 'Mary J. Watson'],
    ["That is Emily Brown's laptop.", 'Emily Brown'],
    ['Name: Ludwig van Beethoven', 'Ludwig van Beethoven'],
  ])('finds the person in %j', (text, name) => {
    expect(found(text)).toEqual([['PERSON', name]]);
  });

  it.each([
    ['capitalized sentence starts', 'Will you Grant access? Mark the ticket and Bill the client.'],
    ['months and weekdays', 'See you in May or on Monday, June at the latest.'],
    ['a place', 'We flew from Paris to New York City via Morgan County.'],
    ['a title', 'She reread Pride and Prejudice on the train.'],
    ['a name used as a brand modifier', 'I bought a Paul Smith jacket and the Kenneth Cole watch.'],
    ['a heading of many capitalized words', 'John Smith Memorial Hospital Annual Report Summary Edition'],
    ['all-capitals text', 'JOHN SMITH'],
    ['lower-case names', 'john smith wrote this'],
    ['a street name', 'the shop on Baker Street'],
  ])('finds no person in %s', (_, text) => {
    expect(found(text).filter(([type]) => type === 'PERSON')).toEqual([]);
  });
});

describe('createNameAddressRecognizer() addresses', () => {
  it.each([
    ['ship it to 123 Main Street please', '123 Main Street'],
    ['at 80645 Vincenza Gardens Suite 880, Port Duanefield, CO 92210 now', '80645 Vincenza Gardens Suite 880, Port Duanefield, CO 92210'],
    ['office: 1600 Pennsylvania Ave NW, Washington, DC 20500.', '1600 Pennsylvania Ave NW, Washington, DC 20500'],
    ['bei Fichtenweg 88b im Hof', 'Fichtenweg 88b'],
    ['Steinbücheler Str. 745, 10115 Berlin', 'Steinbücheler Str. 745, 10115 Berlin'],
    ['au 12 rue de la Paix demain', '12 rue de la Paix'],
    ['Via Simula 118', 'Via Simula 118'],
    ['ul. Kwiatowa 5', 'ul. Kwiatowa 5'],
    ['Barış Sokak 745 Apt. 289', 'Barış Sokak 745 Apt. 289'],
    ['7847 Priya Mills', '7847 Priya Mills'],
  ])('finds the address in %j', (text, address) => {
    expect(found(text).filter(([type]) => type === 'ADDRESS')).toEqual([['ADDRESS', address]]);
  });

  it.each([
    ['street words as nouns', 'Drive safely on the main road and park the car in the street.'],
    ['a number and capitalized words without a street type', 'We sold 500 Blue Widgets to Acme.'],
    ['a quantity and a street word in lower case', 'it took 3 streets and 2 roads to get there'],
    ['a phone number before a street word', 'call 555-1234 Main office'],
    ['a version and a product', 'an Xbox 360 and Windows 11'],
  ])('finds no address in %s', (_, text) => {
    expect(found(text).filter(([type]) => type === 'ADDRESS')).toEqual([]);
  });
});

describe('createNameAddressRecognizer() through PIIDetector', () => {
  const text = `${'The meeting notes follow below. '.repeat(6)}Please ask Dr. Maria Garcia to send the parcel to 80645 Vincenza Gardens Suite 880, Port Duanefield, CO 92210 by Friday; Hi Sarah, thanks. ${'More plain text follows here. '.repeat(6)}`;

  it('redacts persons and addresses with placeholders', async () => {
    const out = await whole(detector, text);
    expect(out).toContain('ask Dr. <PERSON_1> to send the parcel to <ADDRESS_1> by Friday; Hi <PERSON_2>, thanks.');
  });

  it('a split anywhere in a stream gives the whole-text redaction', async () => {
    const expected = await whole(detector, text);
    const from = text.indexOf('Please');
    const to = text.indexOf('thanks') + 6;
    for (let cut = from; cut <= to; cut += 3) {
      const { text: streamed } = await runStream(detector, textChunks([text.slice(0, cut), text.slice(cut)]));
      expect(streamed).toBe(expected);
    }
    const { text: streamed } = await runStream(detector, textChunks(Array.from(text)));
    expect(streamed).toBe(expected);
  }, 60_000);

  it('leaves the built-in types alone', () => {
    const t = 'John Smith <john@example.com>';
    expect(detector.detect(t).map((e) => e.type)).toEqual(['PERSON', 'EMAIL']);
  });
});
