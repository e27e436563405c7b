import { describe, expect, it } from 'vitest';
import { behaviour, DEFAULT_VERSION, NEWEST_VERSION, SUPPORTED_VERSIONS, isVersionString } from '../../src/model/versions.js';

describe('versions', () => {
  it('should list the supported versions in date order, the default among them', () => {
    expect([...SUPPORTED_VERSIONS].sort()).toEqual([...SUPPORTED_VERSIONS]);
    expect(SUPPORTED_VERSIONS).toContain(DEFAULT_VERSION);
    expect(NEWEST_VERSION).toBe('2021-11-27');
  });

  it.each([
    ['hashIsText', '2019-02-27', false],
    ['hashIsText', '2019-02-28', true],
    ['entityMetadata', '2021-06-13', true],
    ['entityMetadata', '2021-06-14', false],
    ['legacyLiteralConversion', '2020-04-01', true],
    ['legacyLiteralConversion', '2021-06-14', false],
  ] as const)('should give %s at %s: %s', (name, version, expected) => {
    expect(behaviour(name, version)).toBe(expected);
  });

  it('should accept only real YYYY-MM-DD dates as versions', () => {
    expect(isVersionString('2021-06-14')).toBe(true);
    expect(isVersionString('2021-6-14')).toBe(false);
    expect(isVersionString('2021-13-45')).toBe(false);
    expect(isVersionString(20210614)).toBe(false);
  });

  it('should refuse a version on a day the calendar lacks (Date.parse rolls 2018-02-30 over to 2 March)', () => {
    for (const day of ['2018-02-30', '2018-02-31', '2019-02-29', '2021-04-31', '2021-06-31', '2100-02-29']) expect(isVersionString(day)).toBe(false);
    for (const day of ['2020-02-29', '2000-02-29', '2021-01-31', '2021-12-31', '2021-04-30']) expect(isVersionString(day)).toBe(true);
  });
});

describe('the dialog behaviours selected by version', () => {
  it.each([
    ['hasGenericOutput', '2018-07-09', false],
    ['hasGenericOutput', '2018-07-10', true],
    ['hasTextOutput', '2021-11-26', true],
    ['hasTextOutput', '2021-11-27', false],
    ['warnsNoRootMatch', '2017-05-26', true],
    ['warnsNoRootMatch', '2018-07-10', false],
    ['stackEntriesAreObjects', '2016-09-19', false],
    ['stackEntriesAreObjects', '2016-09-20', true],
  ] as const)('should give %s at %s: %s', (name, version, expected) => {
    expect(behaviour(name, version)).toBe(expected);
  });
});
