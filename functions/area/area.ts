import type { AreaOption } from '#core/contracts/area.ts';
import { AREA_JSON } from '#functions/area/area-data.ts';
import type { AreaNode } from '#functions/area/generate-area-data.ts';

/**
 * China's provinces, cities and districts (functions/area/area-data.ts), answered level by level.
 * The data is parsed on first use and kept for the life of the process.
 */
type Index = { provinces: AreaOption[]; children: Map<string, AreaOption[]> };

let index: Index | undefined;

const option = ([value, label]: AreaNode): AreaOption => ({ value, label });

function build(): Index {
  const tree = JSON.parse(AREA_JSON) as AreaNode[];
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
