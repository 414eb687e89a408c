import { describe, expect, it } from 'vitest';
import { move, moveBy } from '#app/builder/actions/move.ts';
import { idsOf, presentOf } from '../fixtures.ts';

describe('move', () => {
  it('moves a module down and up', () => {
    expect(idsOf(move(presentOf(['a000', 'b000', 'c000', 'd000']), 0, 2))).toEqual([
      'b000',
      'c000',
      'a000',
      'd000',
    ]);
    expect(idsOf(move(presentOf(['a000', 'b000', 'c000', 'd000']), 3, 1))).toEqual([
      'a000',
      'd000',
      'b000',
      'c000',
    ]);
  });

  it('clamps the target and ignores a move to the same place or from nowhere', () => {
    expect(idsOf(move(presentOf(['a000', 'b000']), 0, 9))).toEqual(['b000', 'a000']);
    const present = presentOf(['a000', 'b000']);
    expect(move(present, 1, 1)).toBe(present);
    expect(move(present, 5, 0)).toBe(present);
  });

  it('keeps the selection on the moved module', () => {
    expect(move(presentOf(['a000', 'b000'], 'a000'), 0, 1).selectedId).toBe('a000');
  });
});

describe('moveBy', () => {
  it('moves a module one place up or down', () => {
    expect(idsOf(moveBy(presentOf(['a000', 'b000', 'c000']), 'b000', -1))).toEqual(['b000', 'a000', 'c000']);
    expect(idsOf(moveBy(presentOf(['a000', 'b000', 'c000']), 'b000', 1))).toEqual(['a000', 'c000', 'b000']);
  });

  it('does nothing past either end', () => {
    const present = presentOf(['a000', 'b000']);
    expect(moveBy(present, 'a000', -1)).toBe(present);
    expect(moveBy(present, 'b000', 1)).toBe(present);
    expect(moveBy(present, 'nope', 1)).toBe(present);
  });
});
