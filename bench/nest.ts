/**
 * `npm run nest -- INSTANCE.json --seconds N [--seed S] [--svg out.svg] [--verbose] [--cpu]`: packs a strip-packing instance
 * (jagua-rs's JSON, the ESICUP sets in packages/domain/src/nesting/esicup) and prints its density and, as the
 * last JSON object on stdout, the solution: { stripLength, placements: [{ item, x, y, rotation }] }.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { itemArea, packStrip, stripDensity } from '@steelcut/domain/nesting/strip';
import { stripInstanceSchema } from '@steelcut/domain/nesting/strip-instance';
import { stripSvg } from '@steelcut/domain/nesting/strip-svg';
import { checkStrip } from '@steelcut/domain/nesting/check-strip';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    svg: { type: 'string' },
    verbose: { type: 'boolean' },
    cpu: { type: 'boolean' },
  },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run nest -- INSTANCE.json --seconds N [--seed S] [--svg out.svg] [--verbose] [--cpu]');
  process.exit(2);
}
const instance = stripInstanceSchema.parse(JSON.parse(readFileSync(positionals[0], 'utf8')));
const started = performance.now();
const cpuAtStart = process.cpuUsage();
const area = itemArea(instance);
/** --cpu: the time limit counts this process's CPU time, for comparing changes on a busy machine. */
const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const solution = packStrip(
  instance,
  Number(values.seconds),
  Number(values.seed),
  (p) => {
    if (values.verbose)
      console.error(
        `${p.seconds.toFixed(2)} s ${p.phase}: ${((100 * area) / (p.length * instance.strip_height)).toFixed(2)} %`,
      );
  },
  values.cpu ? cpuClock : undefined,
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const faults = checkStrip(instance, solution);
console.log(
  `${instance.name ?? positionals[0]}: density ${(100 * stripDensity(instance, solution)).toFixed(2)} %, ` +
    `length ${solution.stripLength.toFixed(3)}, ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s), ` +
    (faults.length === 0 ? 'valid' : `INVALID: ${faults.slice(0, 5).join('; ')}`),
);
if (values.svg) writeFileSync(values.svg, stripSvg(instance, solution));
console.log(JSON.stringify(solution));
if (faults.length > 0) process.exitCode = 1;
