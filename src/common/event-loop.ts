/**
 * Gives the event loop a turn: timers (a spinner, an elapsed-time counter) and I/O run before the caller goes
 * on. Long synchronous-looking work (pdfjs resolves a whole document in microtasks) calls it between steps.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
