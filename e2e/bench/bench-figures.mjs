/** Medians of repeated rounds: one slow round on two shared cores does not move the figure. */
export function median(values, decimals = 1) {
  const sorted = [...values].sort((a, b) => a - b);
  const scale = 10 ** decimals;
  return Math.round(sorted[Math.floor(sorted.length / 2)] * scale) / scale;
}

/**
 * Per figure, the median over rounds that each give the same named figures, to one decimal unless
 * `decimals` names another precision for a figure.
 */
export function medianFigures(rounds, decimals = {}) {
  return Object.fromEntries(
    Object.keys(rounds[0]).map((name) => [
      name,
      median(
        rounds.map((round) => round[name]),
        decimals[name],
      ),
    ]),
  );
}
