import { beforeEach, describe, expect, it } from 'vitest';
import { $navigationGuard, blockNavigation, confirmNavigation } from '#app/stores/navigation-guard.ts';

describe('navigation guard', () => {
  beforeEach(() => {
    $navigationGuard.set(null);
  });

  it('lets navigation through when nothing is unsaved, without asking', () => {
    let asked = false;
    expect(
      confirmNavigation(() => {
        asked = true;
        return false;
      }),
    ).toBe(true);
    expect(asked).toBe(false);
  });

  it('asks with the screen message and stays when declined', () => {
    blockNavigation('Unsaved page');
    const questions: string[] = [];
    expect(
      confirmNavigation((message) => {
        questions.push(message);
        return false;
      }),
    ).toBe(false);
    expect(questions).toEqual(['Unsaved page']);
    expect($navigationGuard.get()).not.toBeNull();
  });

  it('clears the guard when the person chooses to leave', () => {
    blockNavigation('Unsaved page');
    expect(confirmNavigation(() => true)).toBe(true);
    expect($navigationGuard.get()).toBeNull();
  });

  it('is released by its own release function only', () => {
    const releaseOld = blockNavigation('old');
    const releaseNew = blockNavigation('new');
    releaseOld();
    expect($navigationGuard.get()?.message).toBe('new');
    releaseNew();
    expect($navigationGuard.get()).toBeNull();
  });
});
