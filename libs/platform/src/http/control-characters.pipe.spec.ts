import { ValidationError } from './app-errors.js';
import { ControlCharactersPipe, findControlCharacter } from './control-characters.pipe.js';

describe('ControlCharactersPipe', () => {
  const pipe = new ControlCharactersPipe();

  it('lets text with tabs and line breaks through untouched', () => {
    const body = { title: 'Clean', description: 'one\ntwo\r\n\tthree', tags: ['a', 'b'], price: 1 };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
  });

  it.each([
    ['\u0000', 'a NUL'],
    ['\u001b', 'an escape'],
    ['\u007f', 'DEL'],
    ['\u0085', 'a C1 control'],
  ])('refuses %j (%s) with a 400 naming the field, at any depth', (char) => {
    const body = { seller: { names: ['ok', `bad${char}`] } };
    let error: unknown;
    try {
      pipe.transform(body, { type: 'body' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual([
      {
        path: 'seller.names.1',
        message: 'seller.names.1 must not contain control characters (such as a NUL byte).',
      },
    ]);
  });

  it('names a single query or path parameter by its name', () => {
    expect(() => pipe.transform('toy\u0000ota', { type: 'query', data: 'make' })).toThrow(
      'make must not contain',
    );
    expect(() => pipe.transform({ q: 'toy\u0000ota' }, { type: 'query' })).toThrow(
      'q must not contain',
    );
  });

  it('checks keys as well as values, and leaves the current user alone', () => {
    expect(findControlCharacter({ ['a\u0000']: 1 })).toEqual(['a\u0000']);
    const user = { email: 'x\u0000' };
    expect(pipe.transform(user, { type: 'custom' })).toBe(user);
  });
});
