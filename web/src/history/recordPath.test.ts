import { describe, expect, it } from 'vitest';
import { recordPath } from './recordPath.ts';

describe('recordPath', () => {
  it("links a file's entry to the list of its kind, named by the entry's place", () => {
    expect(recordPath('file', 'f-1', 'model')).toBe('/files/models');
    expect(recordPath('file', 'f-2', 'icon')).toBe('/files/icons');
    expect(recordPath('file', 'f-3', 'collection')).toBe('/files/collections');
    expect(recordPath('file', 'f-4', 'image')).toBe('/files/textures/images');
    expect(recordPath('file', 'f-5', 'texture')).toBe('/files/textures');
  });

  it('gives a file no link when the entry does not say its kind', () => {
    expect(recordPath('file', 'f-1', null)).toBeNull();
    expect(recordPath('file', 'f-1', 'manhattan')).toBeNull();
  });

  it("links a fabric's entry by its family's slug and a finish's by its kind, none once gone", () => {
    expect(recordPath('fabric', 'RmFicmljOjE', 'welur')).toBe('/texture/welur/fabric/RmFicmljOjE');
    expect(recordPath('fabric', 'RmFicmljOjE', null)).toBeNull();
    expect(recordPath('finish', 'RmluaXNoOjE', 'legs')).toBe('/finishes/legs/RmluaXNoOjE');
    expect(recordPath('finish', 'RmluaXNoOjE', 'elements')).toBe('/finishes/elements/RmluaXNoOjE');
  });

  it('keeps the other kinds where they were', () => {
    expect(recordPath('element', 'RWxlbWVudDox', 'manhattan')).toBe('/collection/manhattan/elements/RWxlbWVudDox');
    expect(recordPath('clientConfiguration', 'abc', null)).toBe('/client-configuration-details/abc');
  });
});
