/** The targets (2 cores). */
export const TARGETS = {
  restThroughputRatio: 0.5,
  p99AtFiftyConnectionsMs: 150,
  searchP95At1mMs: 20,
  searchGrowthRatio: 3,
  loginP95Ms: 100,
} as const;
