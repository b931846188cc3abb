/**
 * Fakes only the clock (Date) at `now`, so Testing Library's and React's timers keep running for real:
 * a screen that reads 'today' sees the test's date.
 */
export function freezeClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/**
 * Fakes the timers a screen waits on (setTimeout, setInterval, Date...) so a test moves time on itself
 * and never races the machine's speed. Node's own queues stay real: the fake network's Response
 * bodies are read through them, and faking them would leave every answer unread.
 */
export function fakeScreenTimers(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}
