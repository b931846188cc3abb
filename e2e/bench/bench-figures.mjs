/** Medians of repeated rounds: one slow round on two shared cores does not move the figure. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile: the smallest value at least `fraction` of the values are at or below. */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
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

/**
 * A bar of docs/ARCHITECTURE.md section 6 on a figure the baseline also has. When the portal misses it, the note
 * says whether the baseline (the least work that gives the same answer) clears it on this machine: if
 * it does not, no code on top of it can.
 */
function againstBaseline({ label, required, met, baselineMet, baselineValue }) {
  if (met) return { label, required, met };
  const note = `the baseline's ${baselineValue}: ${baselineMet ? 'met' : 'NOT met either'}`;
  return { label, required, met, note };
}

export function atLeastBar(label, minimum, portalValue, baselineValue) {
  return againstBaseline({
    label,
    required: `>= ${minimum}`,
    met: portalValue >= minimum,
    baselineMet: baselineValue >= minimum,
    baselineValue,
  });
}

export function atMostBar(label, maximum, unit, portalValue, baselineValue) {
  return againstBaseline({
    label,
    required: `<= ${maximum} ${unit}`,
    met: portalValue <= maximum,
    baselineMet: baselineValue <= maximum,
    baselineValue: `${baselineValue} ${unit}`,
  });
}

/**
 * A bar of docs/ARCHITECTURE.md section 6 stated as a ratio to the baseline of the same run: the portal's figure
 * over the baseline's must be at least `minimumRatio` (throughput: more is better).
 */
export function ratioAtLeastBar(label, minimumRatio, portalValue, baselineValue) {
  const ratio = baselineValue > 0 ? portalValue / baselineValue : 0;
  return {
    label,
    required: `>= ${minimumRatio}x the baseline's`,
    met: ratio >= minimumRatio,
    note: `x${ratio.toFixed(2)}: ${portalValue} against ${baselineValue}`,
  };
}

/** The same for a figure where less is better (latency): at most `maximumRatio` times the baseline's. */
export function ratioAtMostBar(label, maximumRatio, unit, portalValue, baselineValue) {
  // A latency rounds to whole milliseconds: a baseline of 0 ms is read as 1 ms.
  const base = Math.max(baselineValue, 1);
  const ratio = portalValue / base;
  return {
    label,
    required: `<= ${maximumRatio}x the baseline's`,
    met: ratio <= maximumRatio,
    note: `x${ratio.toFixed(2)}: ${portalValue} ${unit} against ${baselineValue} ${unit}`,
  };
}
