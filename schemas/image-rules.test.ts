// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMAGE_RULES, imageFault, imagesAllowed, maxMegabytes, sortImages } from './image-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, type = 'image/png', size = MB) => ({ name, type, size });

describe('image rules (spec section 5)', () => {
  it('are png or jpg, 5 MB each, at most 3', () => {
    expect(IMAGE_RULES.types).toEqual(['image/png', 'image/jpeg']);
    expect(maxMegabytes()).toBe(5);
    expect(IMAGE_RULES.maxFiles).toBe(3);
  });

  it('refuses a wrong type before a size, and takes exactly 5 MB but not a byte more', () => {
    expect(imageFault(file('a.gif', 'image/gif', 9 * MB))).toBe('type');
    expect(imageFault(file('a.pdf', 'application/pdf'))).toBe('type');
    expect(imageFault(file('a.png', 'image/png', 5 * MB))).toBeNull();
    expect(imageFault(file('a.jpg', 'image/jpeg', 5 * MB + 1))).toBe('tooLarge');
  });

  it('keeps images after those already kept, up to 3, and names each refused one', () => {
    const first = sortImages([], [file('1.png'), file('big.jpg', 'image/jpeg', 9 * MB)]);
    expect(first.kept.map((f) => f.name)).toEqual(['1.png']);
    expect(first.refused).toEqual([
      { file: file('big.jpg', 'image/jpeg', 9 * MB), reason: 'tooLarge' },
    ]);
    const second = sortImages(first.kept, [
      file('2.png'),
      file('3.jpg', 'image/jpeg'),
      file('4.png'),
      file('x.txt', 'text/plain'),
    ]);
    expect(second.kept.map((f) => f.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(second.refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['4.png', 'tooMany'],
      ['x.txt', 'type'],
    ]);
  });

  it('takes other limits when a form says so', () => {
    const one = { types: ['image/png'], maxBytes: 10, maxFiles: 1 };
    expect(
      sortImages([], [file('a.png', 'image/png', 10), file('b.png', 'image/png', 1)], one)
        .refused[0]?.reason,
    ).toBe('tooMany');
  });

  it('checks a whole list as the platform receives it', () => {
    expect(imagesAllowed([])).toBe(true);
    expect(imagesAllowed([file('1.png'), file('2.png'), file('3.png')])).toBe(true);
    expect(imagesAllowed([file('1.png'), file('2.png'), file('3.png'), file('4.png')])).toBe(false);
    expect(imagesAllowed([file('1.png', 'image/png', 6 * MB)])).toBe(false);
  });
});
