/** Medians of repeated rounds: one slow round on two shared cores does not move the figure. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function rounded(value, decimals) {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

export function round1(value) {
  return rounded(value, 1);
}

/**
 * Per figure, the median over rounds that each give the same named figures, to one decimal unless
 * `decimals` names another precision for a figure.
 */
export function medianFigures(rounds, decimals = {}) {
  return Object.fromEntries(
    Object.keys(rounds[0]).map((name) => [
      name,
      rounded(median(rounds.map((round) => round[name])), decimals[name] ?? 1),
    ]),
  );
}
