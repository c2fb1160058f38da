import fc from 'fast-check';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { decodeBase64url, encodeBase64url } from './base64url';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('base64url', () => {
  it('writes the RFC 4648 test vectors without padding', () => {
    const text = (value: string) => encodeBase64url(new TextEncoder().encode(value));
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(text)).toEqual([
      '',
      'Zg',
      'Zm8',
      'Zm9v',
      'Zm9vYg',
      'Zm9vYmE',
      'Zm9vYmFy',
    ]);
  });

  it('uses - and _ where base64 has + and /', () => {
    expect(encodeBase64url(bytes(0xfb, 0xff, 0xbf))).toBe('-_-_');
    expect(decodeBase64url('-_-_')).toEqual(bytes(0xfb, 0xff, 0xbf));
  });

  it('reads back what it writes', propertyTest, () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        expect(decodeBase64url(encodeBase64url(data))).toEqual(data);
      }),
      { numRuns: propertyRuns({ quick: 300, full: 5000 }) },
    );
  });

  it.each(['Zm9v=', 'Zm9v+', 'Zm/v', 'Z', 'Zm9vY', 'Zh', 'Zm9', 'Zm8 '])(
    'refuses %j (outside the alphabet, impossible length or non-canonical)',
    (text) => {
      expect(decodeBase64url(text)).toBeNull();
    },
  );
});
