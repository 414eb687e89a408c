import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { citiesOf, districtsOf, provinces } from '#functions/area/area.ts';
import { AREA_BROTLI_BASE64 } from '#functions/area/area-data.ts';
import { areaTree } from '#functions/area/generate-area-data.ts';

describe('area lookups', () => {
  it('list the provinces, municipalities and special regions', () => {
    const names = provinces().map((p) => p.label);
    expect(names).toEqual(expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '香港特别行政区']));
    expect(provinces().every((p) => /^\d{2}0000$/.test(p.value))).toBe(true);
  });

  it('list a province’s cities and a city’s districts, within their codes', () => {
    const cities = citiesOf('320000');
    expect(cities).toContainEqual({ value: '320100', label: '南京市' });
    expect(cities.every((c) => c.value.startsWith('32'))).toBe(true);
    const districts = districtsOf('320100');
    expect(districts).toContainEqual({ value: '320102', label: '玄武区' });
    expect(districts.every((d) => d.value.startsWith('3201'))).toBe(true);
  });

  it('give every province with districts three levels', () => {
    for (const province of provinces()) {
      for (const city of citiesOf(province.value)) {
        expect(city.value.slice(0, 2)).toBe(province.value.slice(0, 2));
        for (const district of districtsOf(city.value)) expect(citiesOf(district.value)).toEqual([]);
      }
    }
    expect(citiesOf('500000')).toEqual([expect.objectContaining({ label: '重庆市' })]);
  });

  it('answer nothing for unknown codes and for a level given at the wrong place', () => {
    expect(citiesOf('000000')).toEqual([]);
    expect(citiesOf('320100')).toEqual([]);
    expect(districtsOf('320000')).toEqual([]);
    expect(districtsOf('999999')).toEqual([]);
  });
});

describe('area data', () => {
  it('holds what the generator takes from the data package (run it after a package update)', async () => {
    // Compared unpacked: another brotli build may pack the same data into other bytes.
    const packed = brotliDecompressSync(Buffer.from(AREA_BROTLI_BASE64, 'base64')).toString('utf8');
    expect(packed).toBe(JSON.stringify(await areaTree()));
  });
});
