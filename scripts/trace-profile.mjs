// The CPU profile Chromium writes into a trace when the category
// `disabled-by-default-v8.cpu_profiler` is on: samples of the running JavaScript stack, which say
// what a long task spent its time in when its trace events only say "FunctionCall" (used by
// scripts/long-tasks.mjs with PROFILE=1).

/** Every sample of the trace's profiles, with its time on the trace's clock (µs). */
export function profileSamples(events) {
  const nodes = new Map()
  const samples = []
  const starts = new Map(
    events.filter((e) => e.name === 'Profile').map((e) => [e.id, e.args?.data?.startTime ?? 0]),
  )
  const last = new Map()
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk')) {
    const data = chunk.args?.data ?? {}
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    // Each sample's time is a delta from the one before it in the same profile.
    let ts = last.get(chunk.id) ?? starts.get(chunk.id) ?? 0
    const deltas = data.timeDeltas ?? []
    for (const [i, id] of (data.cpuProfile?.samples ?? []).entries()) {
      ts += deltas[i] ?? 0
      samples.push({ ts, id })
    }
    last.set(chunk.id, ts)
  }
  return { nodes, samples }
}

const frameName = ({ callFrame: f = {} }) =>
  `${f.functionName || '(anonymous)'}@${(f.url ?? '').replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`

/** The stacks sampled most often between `from` and `to` (µs), each as its innermost frames. */
export function heaviestStacks({ nodes, samples }, from, to, count = 5, depth = 6) {
  const counts = new Map()
  for (const sample of samples) {
    if (sample.ts < from || sample.ts > to) continue
    const stack = []
    for (
      let node = nodes.get(sample.id);
      node && stack.length < depth;
      node = nodes.get(node.parent)
    )
      stack.push(frameName(node))
    const key = stack.join(' < ')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([stack, n]) => `${n} samples: ${stack}`)
}
