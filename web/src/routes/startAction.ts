/**
 * The navigation state that asks a screen to start what it does in place, with no address of its own (the kits
 * screen's 'Dodaj zestaw' opens its form): the command palette sends it (route table: `inPlaceAction`).
 */
export const START_ACTION = { startAction: true } as const;

/** Whether the navigation that led here asked the screen to start its in-place action. */
export function asksToStartAction(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'startAction' in state && state.startAction === true;
}
