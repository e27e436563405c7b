/**
 * The subcommands of `parley contracts`, in one home: its usage error lists them, and the top-level dispatcher
 * names `parley contracts classify` when a newcomer types `parley classify` (without loading the contract wing).
 */
export const CONTRACTS_SUBCOMMANDS: readonly string[] = ['html', 'classify', 'tables', 'compare', 'batch'];
