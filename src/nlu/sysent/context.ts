/** What a request tells the system-entity layer. */
export interface SystemEntityContext {
  /** Reference instant, epoch milliseconds. */
  now: number;
  /** Time zone as the request names it (options / context.timezone); '' when none: read as UTC, echoed `GMT`. */
  timezone: string;
  /** API version date `YYYY-MM-DD`: selects the legacy `metadata` object (`behaviour('entityMetadata')`). */
  version: string;
  /**
   * Opt-in trace (chrono's lazy debug): called with a message factory when a recognizer fails or a refiner
   * drops a mention. Never called when absent, so tracing costs nothing by default.
   */
  debug?: (message: () => string) => void;
}
