import { describe, expect, it } from 'vitest';
import { checkClickCaptchaBodySchema } from '#core/contracts/captcha.ts';
import { encodeClickInfo, parseClickInfo } from '#core/contracts/captcha-values.ts';

describe('click captcha info', () => {
  it('encodes points and the displayed size, and reads them back', () => {
    const info = encodeClickInfo({
      points: [
        { x: 10.04, y: 20.06 },
        { x: 300, y: 5.55 },
      ],
      displayWidth: 327.3333,
      displayHeight: 187,
    });

    expect(info).toBe('10,20.1-300,5.6;327.3;187');
    expect(parseClickInfo(info)).toEqual({
      points: [
        { x: 10, y: 20.1 },
        { x: 300, y: 5.6 },
      ],
      displayWidth: 327.3,
      displayHeight: 187,
    });
  });

  it.each([
    '',
    '1,2;3',
    '1,2;0;10',
    '1,2;10;-5',
    '1,2,3;10;10',
    '-1,2;10;10',
    'a,b;10;10',
    '1,2-;10;10',
    `${Array.from({ length: 11 }, () => '1,1').join('-')};10;10`,
    '1e3,2;10;10',
  ])('refuses malformed info %j', (info) => {
    expect(parseClickInfo(info)).toBeNull();
  });

  it('reads unset as a boolean in the forms clients send it', () => {
    const parse = (unset: unknown) =>
      checkClickCaptchaBodySchema.parse({ id: 'abcdefgh', info: '', unset }).unset;
    expect(parse(true)).toBe(true);
    expect(parse('true')).toBe(true);
    expect(parse('1')).toBe(true);
    expect(parse(1)).toBe(true);
    expect(parse(false)).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse(undefined)).toBe(false);
  });
});
