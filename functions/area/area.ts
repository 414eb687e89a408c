import { brotliDecompressSync } from 'node:zlib';
import type { AreaOption } from '#core/contracts/area.ts';
import { AREA_BROTLI_BASE64 } from '#functions/area/area-data.ts';
import type { AreaNode } from '#functions/area/generate-area-data.ts';

/**
 * China's provinces, cities and districts (functions/area/area-data.ts), answered level by level.
 * The data is unpacked and parsed on first use (a few milliseconds) and kept for the process.
 */
type Index = { provinces: AreaOption[]; children: Map<string, AreaOption[]> };

let index: Index | undefined;

const option = ([value, label]: AreaNode): AreaOption => ({ value, label });

function build(): Index {
  const json = brotliDecompressSync(Buffer.from(AREA_BROTLI_BASE64, 'base64')).toString('utf8');
  const tree = JSON.parse(json) as AreaNode[];
  const children = new Map<string, AreaOption[]>();
  const visit = (nodes: readonly AreaNode[]) => {
    for (const node of nodes) {
      const kids = node[2];
      if (!kids) continue;
      children.set(node[0], kids.map(option));
      visit(kids);
    }
  };
  visit(tree);
  return { provinces: tree.map(option), children };
}

const data = (): Index => {
  index ??= build();
  return index;
};

export function provinces(): AreaOption[] {
  return data().provinces;
}

/** The cities of a province; [] for an unknown code. */
export function citiesOf(provinceCode: string): AreaOption[] {
  return data().provinces.some((p) => p.value === provinceCode)
    ? (data().children.get(provinceCode) ?? [])
    : [];
}

/** The districts of a city; [] for an unknown code (or a province's code). */
export function districtsOf(cityCode: string): AreaOption[] {
  return data().provinces.some((p) => p.value === cityCode) ? [] : (data().children.get(cityCode) ?? []);
}
