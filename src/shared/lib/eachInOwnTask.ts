import { yieldToBrowser } from './yieldToBrowser';

/**
 * Runs each of `tasks` in a later task of its own, in order: short pieces of work done ahead, that
 * would together make one long task, or lengthen the one that would otherwise run them.
 */
export async function eachInOwnTask(tasks: readonly (() => unknown)[]): Promise<void> {
  for (const task of tasks) {
    await yieldToBrowser();
    task();
  }
}
