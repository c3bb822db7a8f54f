// `npm run trade-in:estimate -- <site> <make> <model> <year> <km> <condition>`: the online
// trade-in estimate a site gives, with every comparable car behind it, from the inventory
// files in DATA_DIR (docs/decisions/0019-trade-in-estimate.md). For a dealer who asks "why
// this figure?".
import { pathToFileURL } from 'node:url';
import { EnvError, parseEnv } from '#server/env.server.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { marketMembers } from '#server/trade-in/trade-in-market.server.ts';
import { readEstimateQuery } from '#server/api/trade-in/estimate-query.ts';
import { formatDollars } from '#shared/format/money.ts';
import { formatKm } from '#shared/format/car-format.ts';
import { explainTradeIn, outsideRuleText } from '#shared/trade-in/trade-in-estimate.ts';

const USAGE =
  'usage: npm run trade-in:estimate -- <site> <make> <model> <year> <km> <condition>\n' +
  '  e.g. npm run trade-in:estimate -- coastal-used-cars Toyota RAV4 2021 60000 Good\n';

export function runTradeInEstimateCli(
  argv: string[],
  source: Record<string, string | undefined>,
  now = new Date(),
): { exitCode: number; stdout: string; stderr: string } {
  const [slug, make, model, year, km, condition, ...rest] = argv;
  if (!slug || condition === undefined || rest.length > 0) {
    return { exitCode: 2, stdout: '', stderr: USAGE };
  }
  let env;
  try {
    env = parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return { exitCode: 1, stdout: '', stderr: `trade-in:estimate: ${error.message}\n` };
  }
  const tenants = loadTenants(env.TENANTS_DIR);
  const tenant = tenants.find((candidate) => candidate.slug === slug);
  if (!tenant) {
    const known = tenants.map((candidate) => candidate.slug).join(', ');
    return { exitCode: 2, stdout: '', stderr: `trade-in:estimate: no site "${slug}" (${known})\n` };
  }
  const query = readEstimateQuery(
    new URLSearchParams({ make: make!, model: model!, year: year!, km: km!, condition }),
    now,
  );
  if (!query.ok)
    return { exitCode: 2, stdout: '', stderr: `trade-in:estimate: ${query.message}\n` };
  const members = marketMembers(tenants, tenant);
  const market = members.flatMap((member) =>
    (readTenantInventory(env.DATA_DIR, member.slug)?.cars ?? []).map((car) => ({
      ...car,
      site: member.slug,
    })),
  );
  const { estimate, comparables } = explainTradeIn(query.vehicle, market, now);
  const { vehicle } = query;
  const lines = [
    `${vehicle.year} ${vehicle.make} ${vehicle.model}, ${formatKm(vehicle.km)}, ${vehicle.condition}`,
    `market: ${members.map((member) => member.slug).join(', ')} (${market.length} cars)`,
  ];
  switch (estimate.outcome) {
    case 'outside-rule':
      lines.push(`no online estimate: the vehicle is ${outsideRuleText(estimate.reasons)}`);
      break;
    case 'no-comparables':
      lines.push('no online estimate: no comparable cars');
      break;
    case 'estimate':
      lines.push(
        `estimate: ${formatDollars(estimate.low)} to ${formatDollars(estimate.high)} ` +
          `from ${estimate.comparables} comparables`,
        '',
        'year  km          asking    price type                 state     adjusted  stock no',
        ...comparables.map(({ car, adjusted }) =>
          [
            String(car.year).padEnd(5),
            formatKm(car.km).padEnd(11),
            formatDollars(car.price).padEnd(9),
            car.price_type.padEnd(26),
            (car.sold ? 'sold' : car.car_type).padEnd(9),
            formatDollars(Math.round(adjusted)).padEnd(9),
            car.stocknum,
          ].join(' '),
        ),
      );
  }
  return { exitCode: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = runTradeInEstimateCli(process.argv.slice(2), process.env);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}
