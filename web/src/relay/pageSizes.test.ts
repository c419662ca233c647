import { ELEMENT_GRAPH_PAGE_MAX, ELEMENT_PAGE_SIZE, ELEMENT_PICKER_PAGE_SIZE } from '@meble/domain/element';
import type { ReaderFragment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import DiscountsCollection from '../__generated__/Discounts_collection.graphql.ts';
import ElementPickerCollection from '../__generated__/ElementPicker_collection.graphql.ts';
import ElementsTableCollection from '../__generated__/ElementsTable_collection.graphql.ts';

/** The default of a fragment's `@argumentDefinitions` argument, as the compiled artifact holds it. */
function defaultOf(fragment: ReaderFragment, name: string): unknown {
  const argument = fragment.argumentDefinitions.find((definition) => definition.name === name);
  return argument && 'defaultValue' in argument ? argument.defaultValue : undefined;
}

// GraphQL defaults cannot name a constant; this keeps the fragments' first pages equal to domain's page sizes.
describe('the element lists’ first pages are the page sizes of domain/src/element.ts', () => {
  it.each([
    ['ElementsTable_collection', ElementsTableCollection, ELEMENT_PAGE_SIZE],
    ['Discounts_collection', DiscountsCollection, ELEMENT_GRAPH_PAGE_MAX],
    ['ElementPicker_collection', ElementPickerCollection, ELEMENT_PICKER_PAGE_SIZE],
  ] as const)('%s: first defaults to its page size', (_name, fragment, size) => {
    expect(defaultOf(fragment, 'first')).toBe(size);
  });
});
