import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, isolateStorage } from './preview-storage.ts';

describe('createMemoryStorage', () => {
  it('behaves as a Storage', () => {
    const storage = createMemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect([storage.length, storage.getItem('a'), storage.key(1)]).toEqual([2, '1', 'b']);
    storage.removeItem('a');
    expect([storage.length, storage.getItem('a'), storage.key(5)]).toEqual([1, null, null]);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('isolateStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('gives the page empty storage of its own until restored', () => {
    window.localStorage.setItem('kept', 'yes');
    const restore = isolateStorage(window);
    expect(window.localStorage.getItem('kept')).toBeNull();
    window.localStorage.setItem('mine', 'yes');
    restore();
    expect(window.localStorage.getItem('kept')).toBe('yes');
    expect(window.localStorage.getItem('mine')).toBeNull();
  });
});
