import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $loadingCount, $loadingVisible, closeLoading, openLoading } from '#app/stores/loading.ts';
import {
  $toasts,
  dismissToast,
  holdToast,
  showToast,
  TOAST_DURATION_MS,
  TOAST_Z_INDEX,
  toastDurationMs,
  toastShown,
} from '#app/stores/toasts.ts';

describe('loading overlay references', () => {
  beforeEach(() => {
    $loadingCount.set(0);
  });

  it('opens on the first reference and closes when the count reaches 0', () => {
    openLoading();
    openLoading();
    expect($loadingVisible.get()).toBe(true);
    closeLoading();
    expect($loadingVisible.get()).toBe(true);
    closeLoading();
    expect($loadingVisible.get()).toBe(false);
  });

  it('never counts below 0', () => {
    closeLoading();
    openLoading();
    expect($loadingCount.get()).toBe(1);
  });
});

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const toast of $toasts.get()) dismissToast(toast.id);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stack at level 9999', () => {
    expect(TOAST_Z_INDEX).toBe(9999);
  });

  it('stack in order and leave after their duration on screen', () => {
    toastShown(showToast('error', 'first'));
    toastShown(showToast('success', 'second'));
    expect($toasts.get().map((toast) => toast.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(TOAST_DURATION_MS.success);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['first']);
    vi.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success);
    expect($toasts.get()).toEqual([]);
  });

  it('count down only once on screen: one raised while the next screen loads is read for its whole time', () => {
    const id = showToast('success', 'Saved');
    vi.advanceTimersByTime(TOAST_DURATION_MS.success * 3);
    expect($toasts.get()).toHaveLength(1);
    toastShown(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('wait while pointed at or focused, then run for the time left', () => {
    const id = showToast('success', 'Saved');
    toastShown(id);
    vi.advanceTimersByTime(1000);
    holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    toastShown(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1000 - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('stay long enough to read a sentence, never less than their type allows', () => {
    expect(toastDurationMs('success', 'Saved')).toBe(TOAST_DURATION_MS.success);
    expect(toastDurationMs('error', 'Server exception!')).toBe(TOAST_DURATION_MS.error);
    const sentence = 'Password changed. Please log in again with the new password';
    expect(toastDurationMs('success', sentence)).toBe(1000 + sentence.length * 60);
    toastShown(showToast('success', sentence));
    vi.advanceTimersByTime(TOAST_DURATION_MS.success);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1000 + sentence.length * 60 - TOAST_DURATION_MS.success);
    expect($toasts.get()).toEqual([]);
  });

  it('do not repeat a message already on screen', () => {
    const first = showToast('error', 'Server exception!');
    const again = showToast('error', 'Server exception!');
    expect(again).toBe(first);
    expect($toasts.get()).toHaveLength(1);
  });

  it('said again, stay their whole time from then (a second copy is confirmed, not gone with the first)', () => {
    const id = showToast('success', 'Copy success', 1500);
    toastShown(id);
    vi.advanceTimersByTime(1400);
    expect(showToast('success', 'Copy success', 1500)).toBe(id);
    vi.advanceTimersByTime(1499);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('can be dismissed early', () => {
    const id = showToast('info', 'hello');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
