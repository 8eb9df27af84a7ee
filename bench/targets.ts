/** The targets (2 cores). */
export const TARGETS = {
  restThroughputRatio: 0.5,
  p99AtFiftyConnectionsMs: 150,
  searchP95At1mMs: 20,
  searchGrowthRatio: 3,
  loginP95Ms: 100,
  /** Messages accepted by POST /api/v1/messages a second, ours / bare (issue 21). */
  acceptThroughputRatio: 0.5,
  /** Accept to "sent" at 200 messages a second over 100 sandbox numbers (issue 21). */
  endToEndP99Ms: 1000,
} as const;
