import { describe, expect, it } from 'vitest';
import { areaDataSchema } from '#core/contracts/area.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

async function area(query?: string) {
  const { body } = await stack.call('/client/ajax/area', query ? { query } : {});
  return { ...body, list: body.code === 1 ? areaDataSchema.parse(body.data) : [] };
}

describe('GET /client/ajax/area', () => {
  it('answers the provinces without a query', async () => {
    const { code, list } = await area();

    expect(code).toBe(1);
    expect(list.length).toBeGreaterThanOrEqual(34);
    expect(list).toContainEqual({ value: '440000', label: '广东省' });
    expect(list).toContainEqual({ value: '110000', label: '北京市' });
  });

  it('answers a province’s cities, and a city’s districts', async () => {
    const cities = await area('province=440000');
    const districts = await area('city=440300');

    expect(cities.list).toContainEqual({ value: '440300', label: '深圳市' });
    expect(cities.list.every((c) => c.value.startsWith('44'))).toBe(true);
    expect(districts.list).toContainEqual({ value: '440305', label: '南山区' });
    expect(districts.list.every((d) => d.value.startsWith('4403'))).toBe(true);
  });

  it('gives a municipality one city of its own name, holding its districts', async () => {
    const cities = await area('province=110000');
    const districts = await area(`city=${cities.list[0]?.value}`);

    expect(cities.list).toEqual([{ value: '110100', label: '北京市' }]);
    expect(districts.list).toContainEqual({ value: '110108', label: '海淀区' });
  });

  it('answers an empty list for unknown codes and a province code given as a city', async () => {
    expect((await area('province=990000')).list).toEqual([]);
    expect((await area('city=990100')).list).toEqual([]);
    expect((await area('city=440000')).list).toEqual([]);
  });

  it('refuses a malformed code', async () => {
    const { code } = await area('province=abc');

    expect(code).toBe(0);
  });
});
